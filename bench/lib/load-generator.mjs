// One load figure's generator, in a process of its own (started by load.mjs with fork()): it gets
// autocannon's options, sends its result back and exits. A generator in the bench's own process
// measured that process too: after Lighthouse and the video section its heap was large, and its
// pauses counted as the server's latency (nginx's static ceiling read 33k req/s there against
// 46k from a fresh process, and the course detail's p99 10–11 ms against 6).
import autocannon from 'autocannon';

process.once('message', async (options) => {
  const result = await autocannon(options);
  process.send(result, () => process.exit(0));
});
