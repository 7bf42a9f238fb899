// Learners for the load benches: registered through the API (as a browser would) and given the
// PMP course in the database, so no purchase flow runs in a measurement.

export async function call(url, method, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * `count` new learners who own the PMP course, `bench-<tag>-<n>@example.com`: their access tokens
 * and user ids, in order. A few at a time: registration hashes passwords (scrypt), meant to be slow.
 */
export async function registerOwners(url, db, count, tag) {
  const learners = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => start + i);
    learners.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const email = `bench-${tag}-${index}@example.com`;
          const registered = await call(url, 'POST', '/api/register/', null, {
            username: `bench${index}`,
            email,
            password: 'BenchLoad2026',
          });
          if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
          const { rows } = await db.query(
            `INSERT INTO enrollments (user_id, course_id)
             SELECT u.id, c.id FROM users u, courses c WHERE lower(u.email) = $1 AND c.key = 'pmp'
             RETURNING user_id`,
            [email],
          );
          return { token: registered.body.access, userId: rows[0].user_id };
        }),
      )),
    );
  }
  return learners;
}
