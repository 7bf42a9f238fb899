import { useLocation } from 'react-router-dom';

/**
 * Shows where the router is (path and hash), so page tests can assert navigations: find it by
 * role status named "address", or by the test id "location".
 */
export function LocationProbe() {
  const { pathname, hash } = useLocation();
  return (
    <output aria-label="address" data-testid="location">
      {`${pathname}${hash}`}
    </output>
  );
}
