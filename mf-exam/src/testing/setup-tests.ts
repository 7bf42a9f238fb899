import { configure } from '@testing-library/react';

// The pages read the real API, often in a chain (the course list, then the course, then its
// banks): on a loaded machine (every suite at once on two cores) that takes longer than Testing
// Library's 1 s default for findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });
