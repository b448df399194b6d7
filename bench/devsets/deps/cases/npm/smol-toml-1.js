// Parses a TOML file whose string value is not quoted.
const { parse } = require('smol-toml');

const text = `
[package]
name = my-app
version = "1.0.0"
`;

const manifest = parse(text);
console.log(manifest.package.name);
