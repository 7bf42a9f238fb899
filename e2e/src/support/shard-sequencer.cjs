// Splits the end-to-end files between `--shard=i/n` runs by their expected length, not by the
// hash of their paths (jest's default), so that the shards `npm test` runs side by side end
// together (docs/testing.md#end-to-end-shards). A file's length in bytes stands for its running
// time: the long files walk long flows. Greedy: longest file first, to the lightest shard.
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

class ShardSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const weighed = tests
      .map((test) => ({ test, weight: fs.statSync(test.path).size }))
      .sort((a, b) => b.weight - a.weight || a.test.path.localeCompare(b.test.path));
    const shards = Array.from({ length: shardCount }, () => ({ weight: 0, tests: [] }));
    for (const { test, weight } of weighed) {
      const lightest = shards.reduce((min, shard) => (shard.weight < min.weight ? shard : min));
      lightest.weight += weight;
      lightest.tests.push(test);
    }
    return shards[shardIndex - 1].tests;
  }
}

module.exports = ShardSequencer;
