import fp from 'fastify-plugin';

/**
 * A graceful stop behind nginx's keep-alive connections.
 *
 * On close, Node ends the connections that are idle at that moment and Fastify answers any new
 * request 503 (nginx retries it on another instance). A request already in flight finishes, but its
 * connection then stays open: nginx keeps upstream connections for 60 s and sends nothing more, so
 * the process waits for them until it is killed. Answering every request that finishes during the
 * close with `Connection: close` makes Node end each connection with its last answer, and the
 * instance exits as soon as its in-flight work is done.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook: every answer passes here, and a promise for each would be made for nothing.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
