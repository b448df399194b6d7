/** The package version, printed by `ck --version` and stamped into manifests. */
export const VERSION = '0.1.0';
