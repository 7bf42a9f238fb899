// The beacon load of the telemetry bench (issue 23), in a process of its own: run in the same
// event loop as the read load, its own CPU would slow the read generator and count as the API's
// cost. Started by telemetry-load.mjs with fork(); sends autocannon's result back and exits.
import autocannon from 'autocannon';

process.once('message', async ({ url, method, body, beaconsPerSecond, seconds }) => {
  const result = await autocannon({
    url,
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body }),
    connections: 20,
    overallRate: beaconsPerSecond,
    duration: seconds,
  });
  process.send(result, () => process.exit(0));
});
