// @ts-check
// What a stack has started, stopped in the reverse order of starting (nginx before the API
// instances it proxies to, the instances before their database is dropped).

class StopList {
  /** @type {(() => Promise<unknown>)[]} */
  #stoppers = [];

  /** @param {() => Promise<unknown>} stop */
  add(stop) {
    this.#stoppers.push(stop);
  }

  /** Runs every stopper, the last added first; one that fails does not keep the others from running. */
  async stopAll() {
    /** @type {unknown[]} */
    const failures = [];
    for (let stop = this.#stoppers.pop(); stop; stop = this.#stoppers.pop()) {
      try {
        await stop();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  }
}

module.exports = { StopList };
