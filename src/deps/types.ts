// The shapes dependency discovery returns. Plain data: an environment survives JSON.stringify/parse (a cache may keep
// it), and the lookups in discover.ts work on a restored copy as well as on a fresh one.

/** One installed package: where its files are and which import names reach them. */
export interface InstalledPackage {
  ecosystem: 'npm' | 'python' | 'go' | 'cargo' | 'composer';
  /** npm: the name it is installed under ('semver', '@babel/core'); Python: the distribution name as its metadata
   * spells it ('Django', 'python-dateutil'), or the module name when there is no metadata. Python lookups by name
   * compare normalized names (PEP 503: lower case, runs of `-_.` as one `-`); Go: the module path; cargo: the crate's
   * package name as Cargo.lock spells it ('serde_json', 'regex-automata'). */
  name: string;
  /** From the package's own package.json / METADATA / PKG-INFO; '' when unknown. */
  version: string;
  /** Absolute real path of the source root: a directory (node_modules/semver, site-packages/django) or, for a
   * single-module Python package, the file (site-packages/six.py). */
  root: string;
  /** Import names it provides. npm: [name]; Python: its top-level modules, public ones first (['yaml', '_yaml']);
   * cargo: the crate name as code spells it (['regex_automata']). */
  modules: string[];
  /** How it was found: 'node_modules', 'node_modules (nested in x)', 'pnpm', 'workspace', 'venv .venv',
   * '$VIRTUAL_ENV', 'interpreter /usr/bin/python3'. */
  where: string;
  /** False when the package holds only compiled modules (.so/.pyd/.node) and no .py/.js/.ts. Computed on first read
   * (discovery does not look inside packages); a false answer adds a `no-sources` warning to the environment. */
  hasSources: boolean;
}

/** Something discovery could not read or does not support; discovery goes on past it. */
export interface DiscoveryWarning {
  kind:
    | 'yarn-pnp'
    | 'unreadable'
    | 'broken-symlink'
    | 'venv-interpreter-missing'
    | 'no-sources'
    | 'python-query-failed'
    | 'not-installed'
    | (string & {});
  /** The file or directory concerned. */
  path: string;
  /** A sentence a user can act on. */
  detail: string;
}

/** Every package discovery found for one project, in lookup order (the first provider of a name wins). */
export interface DependencyEnvironment {
  /** The project's real root. */
  root: string;
  packages: InstalledPackage[];
  warnings: DiscoveryWarning[];
  /** Python site dirs searched, in order: project venvs, $VIRTUAL_ENV, then the interpreter's site dirs. */
  pythonPaths: string[];
  /** node_modules directories read, in the order they were read. */
  nodeModules: string[];
  /** Go's module cache, when a Go module of the project was read (additive). */
  goModCache?: string;
}

/** Options of discoverDependencies. */
export interface DiscoverOptions {
  /** Environment to read $VIRTUAL_ENV, $PATH, $PYTHONPATH and $UV_PROJECT_ENVIRONMENT from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The interpreter to ask for its sys.path (default: the first venv's python, else python3 on $PATH); false: ask
   * none (site dirs are then only those of venvs found on disk). */
  python?: string | false;
  /** Where the interpreter answer is cached (default cacheDir('python-env')). */
  cacheDir?: string;
  /** Milliseconds the interpreter query may take (default 5000). */
  timeoutMs?: number;
}
