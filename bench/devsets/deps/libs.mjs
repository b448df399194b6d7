// The libraries the deps devset installs, and which Python cases use the interpreter's dist-packages.
// A case is cases/<ecosystem>/<library>-<n>.<ext>; its library is the file name less "-<n>".

/** Returns nothing; maps each Python library to the Debian package that ships it (the only source we use). */
export const python = {
  arrow: 'python3-arrow',
  attr: 'python3-attr',
  babel: 'python3-babel',
  click: 'python3-click',
  configobj: 'python3-configobj',
  dateutil: 'python3-dateutil',
  django: 'python3-django',
  docutils: 'python3-docutils',
  flask: 'python3-flask',
  httpx: 'python3-httpx',
  jinja2: 'python3-jinja2',
  jsonschema: 'python3-jsonschema',
  mako: 'python3-mako',
  markdown: 'python3-markdown',
  marshmallow: 'python3-marshmallow',
  networkx: 'python3-networkx',
  packaging: 'python3-packaging',
  peewee: 'python3-peewee',
  pydantic: 'python3-pydantic',
  requests: 'python3-requests',
  sqlalchemy: 'python3-sqlalchemy',
  toml: 'python3-toml',
  tomlkit: 'python3-tomlkit',
  voluptuous: 'python3-voluptuous',
  werkzeug: 'python3-werkzeug',
  yaml: 'python3-yaml',
};

/** Maps each npm library to the exact version installed (pinned so traces stay the same run to run). */
export const npm = {
  ajv: '8.20.0',
  arg: '5.0.2',
  axios: '1.21.1',
  commander: '14.0.3',
  convict: '6.2.5',
  'csv-parse': '7.0.3',
  'date-fns': '4.4.0',
  express: '5.3.0',
  'fast-xml-parser': '5.12.1',
  fastify: '5.12.8',
  handlebars: '4.7.10',
  joi: '18.3.2',
  'js-yaml': '5.5.0',
  jsonwebtoken: '9.0.3',
  knex: '3.3.0',
  koa: '3.3.0',
  luxon: '3.7.2',
  'markdown-it': '15.0.3',
  mathjs: '15.2.0',
  mongoose: '9.12.1',
  nunjucks: '3.2.4',
  semver: '7.8.6',
  sequelize: '6.37.8',
  'smol-toml': '1.9.1',
  validator: '13.15.35',
  zod: '4.6.7',
};

/**
 * Python cases laid out with `venv --system-site-packages` and nothing copied: the library stays in
 * /usr/lib/python3/dist-packages, outside the project (about a quarter of the Python cases).
 */
export const systemSite = new Set([
  'arrow-3', 'babel-3', 'click-3', 'dateutil-3', 'django-3', 'flask-3', 'httpx-3', 'jinja2-3', 'jsonschema-3',
  'mako-3', 'marshmallow-3', 'networkx-3', 'packaging-3', 'requests-3', 'sqlalchemy-3', 'werkzeug-3', 'yaml-3',
]);
