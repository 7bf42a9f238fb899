// The few API calls the bench's sections make as staff or a learner would, over HTTP.

/** The JSON body of an answer, or an error naming the call and what the API said. */
export async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** An access token for `account` ({ email, password }). */
export async function login(url, account, what = 'login') {
  const { access } = await json(
    await fetch(`${url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    }),
    what,
  );
  return access;
}
