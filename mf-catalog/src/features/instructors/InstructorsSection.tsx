import { InstructorList } from './InstructorList';
import { useInstructors } from './use-instructors';

/** Home's instructors section (exposed as ./InstructorsSection); the shell renders the heading. */
export default function InstructorsSection() {
  return <InstructorList instructors={useInstructors()} />;
}
