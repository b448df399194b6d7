const { missing } = require('../src/does-not-exist.js');
test('never runs', () => expect(missing).toBeDefined());
