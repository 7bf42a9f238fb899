-- Roles (docs/design/back-office.md#roles): what a user may do beyond learning. The server reads
-- the role from this column on every check, so a demotion bites at the next request; a token only
-- carries it as a hint for the UI. `npm run staff -- <email> <role>` sets it from the command line.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'learner'
  CONSTRAINT users_role_check CHECK (role IN ('learner', 'staff', 'admin'));
