<?php
// PHP reference-edge oracle: the file-level graph of a PHP repository, from Composer and PHP's own tokenizer.
//
// usage: php bench/oracles/php_edges.php ROOT [--lines] [--classmap] > edges.json
//
// Prints a sorted JSON list of [from, to] pairs of repo-relative paths (no self-edges); with --lines, [from, to, line]
// triples (the first line that makes the edge); with --classmap, Composer's class -> file map of the repository's own
// classes instead ({"Class": "rel/path.php"}).
//
// How, and what one edge means (bench/agreement.mjs compares our index under the same conventions):
//   * Class -> file: `composer dump-autoload --optimize --dev --no-scripts --no-plugins` of the root composer.json (autoload
//     and autoload-dev: classmap, PSR-4, PSR-0 scanned into one classmap), offline, written into a temporary vendor
//     folder (COMPOSER_VENDOR_DIR), so the corpus is not touched and no dependency needs to be installed. A class
//     that map lacks is found among the declarations PHP's tokenizer finds in every file: the one file declaring it,
//     the importer itself, or the one sharing the most leading folders with the importer (a tie: no edge). Functions
//     and constants (`use function`, calls, `use const`) by the same declaration rule (functions case-insensitively).
//   * References, per file, from token_get_all (PHP's own lexer; T_NAME_QUALIFIED/FULLY_QUALIFIED/RELATIVE names):
//     resolved by PHP's rules (the file's namespace, its `use` imports, grouped or not); a class named in `use`,
//     `new`, `X::`, `extends`, `implements`, `instanceof`, `catch`, an attribute, a trait `use`, `insteadof`; a name in
//     a type position (followed, through `|`, `&`, `?`, `(`, `)`, by a parameter or property variable or `...`), a
//     return type, a typed class constant; a function call `f(`; a literal `require`/`include` path (as written,
//     beside the file or from the root; `__DIR__ . '/x'`, `dirname(__FILE__) . '/x'`, `dirname(__DIR__, n) . '/x'`);
//     `new $v`/`$v::` after `$v = 'A\B';` or `$v = A\B::class;` in the same function.
//   * Files: *.php and *.phpt outside vendor/ and .git/; of a .phpt file, its code sections (--FILE--, --SKIPIF--, …).
$args = array_slice($argv, 1);
$root = realpath($args[0] ?? '');
if ($root === false) { fwrite(STDERR, "usage: php php_edges.php ROOT [--lines] [--classmap]\n"); exit(2); }
$withLines = in_array('--lines', $args, true);

/** Returns Composer's optimized classmap of the root package, class => repo-relative path (repository files only). */
function composerClassmap(string $root): array {
    $vendor = sys_get_temp_dir() . '/php-oracle-' . getmypid();
    @mkdir($vendor, 0700, true);
    $env = 'COMPOSER_VENDOR_DIR=' . escapeshellarg($vendor) . ' COMPOSER_NO_INTERACTION=1 COMPOSER_DISABLE_NETWORK=1 COMPOSER_ALLOW_SUPERUSER=1';
    exec("cd " . escapeshellarg($root) . " && $env composer dump-autoload --optimize --dev --no-scripts --no-plugins --quiet 2>&1", $out, $code);
    $map = [];
    $file = "$vendor/composer/autoload_classmap.php";
    if ($code === 0 && is_file($file)) {
        foreach (require $file as $class => $path) {
            $real = realpath($path);
            if ($real !== false && str_starts_with($real, "$root/") && !str_contains(substr($real, strlen($root)), '/vendor/')) $map[$class] = substr($real, strlen($root) + 1);
        }
    } else fwrite(STDERR, "composer dump-autoload failed ($code): " . implode("\n", $out) . "\n");
    exec('rm -rf ' . escapeshellarg($vendor));
    return $map;
}

/** Returns the repository's PHP files, repo-relative, sorted. */
function phpFiles(string $root): array {
    $out = [];
    $it = new RecursiveIteratorIterator(new RecursiveCallbackFilterIterator(
        new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS),
        fn ($f) => !($f->isDir() && in_array($f->getFilename(), ['.git', 'vendor', 'node_modules'], true)),
    ));
    foreach ($it as $f) if (preg_match('/\.(?:php|phpt)$/', $f->getFilename())) $out[] = substr($f->getPathname(), strlen($root) + 1);
    sort($out, SORT_STRING);
    return $out;
}

const NOT_CLASS = ['self', 'static', 'parent', 'array', 'callable', 'int', 'float', 'bool', 'string', 'iterable', 'object', 'mixed', 'void', 'null', 'never', 'false', 'true', 'integer', 'double', 'boolean', 'resource', 'numeric'];
const NAME_TOKENS = [T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE];

/** One file's significant tokens: [id, text, line] (ids of single characters are the characters). */
function tokens(string $code): array {
    $out = [];
    foreach (token_get_all($code) as $t) {
        if (is_string($t)) { $out[] = [$t, $t, 0]; continue; }
        if (in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_OPEN_TAG, T_INLINE_HTML], true)) continue;
        if ($t[0] === T_OPEN_TAG_WITH_ECHO) continue;
        if ($t[0] === T_CLOSE_TAG) { $out[] = [';', ';', $t[2]]; continue; }
        $out[] = $t;
    }
    // Lines of single-character tokens: the line of the token before.
    $line = 1;
    foreach ($out as &$t) { if ($t[2] === 0) $t[2] = $line; else $line = $t[2]; }
    return $out;
}

/** Reads one file: its declarations and its references (each [kind, name, line, extra]). */
function readFile_(string $code): array {
    $t = tokens($code);
    $n = count($t);
    $ns = ''; $uses = []; $fnUses = []; $decl = []; $refs = [];
    $braces = []; $pending = null; $parens = 0; $vars = [];
    $is = fn ($k, $id) => $k < $n && $t[$k][0] === $id;
    $isName = fn ($k) => $k < $n && in_array($t[$k][0], NAME_TOKENS, true);
    // Closures over the current namespace by reference (an arrow function would capture its value once).
    $qualify = function ($name) use (&$ns) { return $ns === '' ? $name : "$ns\\$name"; };
    $class = function ($name) use (&$ns, &$uses, $qualify) {
        if ($name[0] === '\\') return substr($name, 1);
        if (strncasecmp($name, 'namespace\\', 10) === 0) return $qualify(substr($name, 10));
        $parts = explode('\\', $name, 2);
        $alias = $uses[strtolower($parts[0])] ?? null;
        if ($alias !== null) return isset($parts[1]) ? "$alias\\{$parts[1]}" : $alias;
        return $qualify($name);
    };
    $ref = function ($k, $weak = false) use (&$t, &$refs, $class) {
        $name = $t[$k][1];
        if (in_array(strtolower($name), NOT_CLASS, true)) return;
        $refs[] = [$weak ? 'type' : 'class', $class($name), $t[$k][2], null];
    };
    $scope = function () use (&$braces) { for ($k = count($braces) - 1; $k >= 0; $k--) if ($braces[$k] === 'class' || $braces[$k] === 'func') return $braces[$k]; return null; };
    for ($k = 0; $k < $n; $k++) {
        [$id, $text, $line] = $t[$k];
        if ($id === '{' || $id === T_CURLY_OPEN || $id === T_DOLLAR_OPEN_CURLY_BRACES) {
            if ($pending !== null && $parens === $pending[1] && $id === '{') { $braces[] = $pending[0]; if ($pending[0] === 'func') $vars = []; $pending = null; }
            else $braces[] = 'other';
            continue;
        }
        if ($id === '}') { $b = array_pop($braces); if ($b === 'ns') { $ns = ''; $uses = []; $fnUses = []; } continue; }
        if ($id === '(' || $id === '[') { $parens++; continue; }
        if ($id === ')' || $id === ']') { $parens = max(0, $parens - 1); continue; }
        if ($id === ';') { if ($pending !== null && $parens === $pending[1]) $pending = null; continue; }
        if ($id === T_ATTRIBUTE) {
            $j = $k + 1;
            for (;;) {
                if ($isName($j)) { $ref($j); $j++; }
                $depth = 0;
                for (; $j < $n; $j++) {
                    $x = $t[$j][0];
                    if ($x === '(' || $x === '[') $depth++;
                    elseif (($x === ')' || $x === ']') && $depth > 0) $depth--;
                    elseif ($x === ']' || ($x === ',' && $depth === 0)) break;
                    elseif ($isName($j) && $is($j + 1, T_DOUBLE_COLON)) $ref($j);
                    elseif ($x === T_NEW && $isName($j + 1)) { $ref($j + 1); $j++; }
                }
                if ($is($j, ',')) { $j++; continue; }
                break;
            }
            $k = $j;
            continue;
        }
        if ($id === T_VARIABLE) {
            if ($is($k + 1, T_DOUBLE_COLON)) { if (isset($vars[$text])) $refs[] = ['dyn', $vars[$text], $line, null]; continue; }
            $prevMember = $k > 0 && in_array($t[$k - 1][0], [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON], true);
            if (!$is($k + 1, '=') || $prevMember) continue;
            $j = $k + 2;
            if ($is($j, T_CONSTANT_ENCAPSED_STRING) && $is($j + 1, ';')) {
                $v = stripcslashes(substr($t[$j][1], 1, -1));
                if ($t[$j][1][0] === "'") $v = str_replace(['\\\\', "\\'"], ['\\', "'"], substr($t[$j][1], 1, -1));
                if (preg_match('/^\\\\?[A-Za-z_\x80-\xff][\w\x80-\xff]*(?:\\\\[A-Za-z_\x80-\xff][\w\x80-\xff]*)*$/', $v)) { $vars[$text] = ltrim($v, '\\'); continue; }
            } elseif ($isName($j) && $is($j + 1, T_DOUBLE_COLON) && $is($j + 2, T_CLASS) && $is($j + 3, ';') && !in_array(strtolower($t[$j][1]), NOT_CLASS, true)) {
                $vars[$text] = $class($t[$j][1]);
                continue;
            }
            unset($vars[$text]);
            continue;
        }
        if ($k > 0 && in_array($t[$k - 1][0], [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON], true)) continue;
        switch ($id) {
            case T_NAMESPACE:
                if ($isName($k + 1)) { $ns = ltrim($t[$k + 1][1], '\\'); $k++; } elseif ($is($k + 1, '{')) $ns = '';
                else break;
                $uses = []; $fnUses = [];
                if ($is($k + 1, '{')) { $braces[] = 'ns'; $k++; }
                continue 2;
            case T_USE:
                if ($is($k + 1, '(')) continue 2;
                if (end($braces) === 'class') { $j = $k + 1; while ($isName($j)) { $ref($j); $j++; if (!$is($j, ',')) break; $j++; } $k = $j - 1; continue 2; }
                $j = $k + 1; $kind = 'class';
                if ($is($j, T_FUNCTION)) { $kind = 'function'; $j++; } elseif ($is($j, T_CONST)) { $kind = 'const'; $j++; }
                $import = function ($kind, $fqn, $alias, $line) use (&$uses, &$fnUses, &$refs) {
                    if ($kind === 'class') { $uses[strtolower($alias)] = $fqn; $refs[] = ['use', $fqn, $line, null]; }
                    elseif ($kind === 'function') { $fnUses[strtolower($alias)] = $fqn; $refs[] = ['function', $fqn, $line, null]; }
                    else $refs[] = ['const', $fqn, $line, null];
                };
                while ($isName($j)) {
                    $name = ltrim($t[$j][1], '\\'); $line = $t[$j][2]; $j++;
                    if ($is($j, T_NS_SEPARATOR) && $is($j + 1, '{')) {
                        for ($j += 2; $j < $n && !$is($j, '}'); ) {
                            $kd = $kind;
                            if ($is($j, T_FUNCTION)) { $kd = 'function'; $j++; } elseif ($is($j, T_CONST)) { $kd = 'const'; $j++; }
                            if (!$isName($j)) { $j++; continue; }
                            $rest = $t[$j][1]; $ln = $t[$j][2]; $j++;
                            $alias = substr($rest, (int) strrpos("\\$rest", '\\'));
                            if ($is($j, T_AS)) { $alias = $t[$j + 1][1]; $j += 2; }
                            $import($kd, "$name\\$rest", $alias, $ln);
                            if ($is($j, ',')) $j++;
                        }
                        $j++;
                    } else {
                        $alias = substr($name, (int) strrpos("\\$name", '\\'));
                        if ($is($j, T_AS)) { $alias = $t[$j + 1][1]; $j += 2; }
                        $import($kind, $name, $alias, $line);
                    }
                    if ($is($j, ',')) { $j++; continue; }
                    break;
                }
                $k = $j - 1;
                continue 2;
            case T_CLASS: case T_INTERFACE: case T_TRAIT: case T_ENUM:
                if (!$isName($k + 1)) { $pending = ['class', $parens]; continue 2; }
                $decl[] = ['c', $qualify($t[$k + 1][1])];
                $pending = ['class', $parens];
                $k += ($id === T_ENUM && $is($k + 2, ':') && $isName($k + 3)) ? 3 : 1;
                continue 2;
            case T_FUNCTION: case T_FN:
                $j = $k + 1;
                if ($is($j, '&') || $is($j, T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)) $j++;
                $sc = $scope();
                if ($id === T_FUNCTION) {
                    if ($isName($j) && $sc === null) $decl[] = ['f', $qualify($t[$j][1])];
                    $pending = ['func', $parens];
                }
                if ($isName($j)) $j++;
                if ($is($j, '(')) {
                    $depth = 0; $e = $j;
                    for (; $e < $n; $e++) { if ($t[$e][0] === '(') $depth++; elseif ($t[$e][0] === ')' && --$depth === 0) break; }
                    if ($is($e + 1, ':')) for ($x = $e + 2; $x < $n; $x++) {
                        if ($isName($x)) { $ref($x, true); continue; }
                        if (in_array($t[$x][0], ['?', '|', '&', '(', ')', T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, T_STATIC, T_ARRAY, T_CALLABLE], true)) continue;
                        break;
                    }
                }
                $k = $j - 1;
                continue 2;
            case T_CONST:
                $sc = $scope();
                if ($sc === 'class') { if ($isName($k + 1) && $isName($k + 2)) $ref($k + 1, true); continue 2; }
                if ($sc !== null) continue 2;
                for ($j = $k + 1; $isName($j) && $is($j + 1, '='); ) {
                    $decl[] = ['k', $qualify($t[$j][1])];
                    $depth = 0;
                    for ($j += 2; $j < $n; $j++) {
                        $x = $t[$j][0];
                        if ($x === '(' || $x === '[' || $x === '{') $depth++;
                        elseif ($x === ')' || $x === ']' || $x === '}') $depth--;
                        elseif ($depth === 0 && ($x === ',' || $x === ';')) break;
                    }
                    if (!$is($j, ',')) break;
                    $j++;
                }
                continue 2;
            case T_NEW:
                if ($isName($k + 1)) { $ref($k + 1); $k++; }
                elseif ($is($k + 1, T_STATIC)) $k++;
                elseif ($is($k + 1, T_VARIABLE)) {
                    $v = $t[$k + 1][1];
                    $simple = !$is($k + 2, T_OBJECT_OPERATOR) && !$is($k + 2, T_NULLSAFE_OBJECT_OPERATOR) && !$is($k + 2, '[') && !$is($k + 2, T_DOUBLE_COLON);
                    if ($simple && isset($vars[$v])) $refs[] = ['dyn', $vars[$v], $line, null];
                    $k++;
                }
                continue 2;
            case T_EXTENDS: case T_IMPLEMENTS: case T_INSTEADOF:
                $j = $k + 1; while ($isName($j)) { $ref($j); $j++; if (!$is($j, ',')) break; $j++; }
                $k = $j - 1;
                continue 2;
            case T_INSTANCEOF:
                if ($isName($k + 1)) { $ref($k + 1); $k++; }
                continue 2;
            case T_CATCH:
                $j = $k + 2; while ($isName($j)) { $ref($j); $j++; if (!$is($j, '|')) break; $j++; }
                $k = $j - 1;
                continue 2;
            case T_REQUIRE: case T_REQUIRE_ONCE: case T_INCLUDE: case T_INCLUDE_ONCE:
                $j = $k + 1; $wrapped = 0;
                while ($is($j, '(')) { $wrapped++; $j++; }
                $a = $j; $depth = 0;
                for (; $j < $n; $j++) {
                    $x = $t[$j][0];
                    if ($x === '(' || $x === '[') $depth++;
                    elseif ($x === ')' || $x === ']') { if ($depth === 0) break; $depth--; }
                    elseif ($depth === 0 && ($x === ';' || $x === ',')) break;
                }
                $p = literalPath(array_slice($t, $a, $j - $a));
                if ($p !== null) $refs[] = ['require', $p[0], $line, $p[1]];
                $k = max($k, $wrapped ? $j : $j - 1);
                continue 2;
        }
        if (!in_array($id, NAME_TOKENS, true)) continue;
        if ($id === T_STRING && strtolower($text) === 'define' && $is($k + 1, '(') && $is($k + 2, T_CONSTANT_ENCAPSED_STRING) && $scope() === null) {
            $decl[] = ['k', ltrim(substr($t[$k + 2][1], 1, -1), '\\')];
        }
        if ($is($k + 1, T_DOUBLE_COLON)) { $ref($k); continue; }
        if ($is($k + 1, '(')) {
            $prev = $k > 0 ? $t[$k - 1][0] : null;
            if (in_array($prev, [T_FUNCTION, T_FN, T_NEW], true)) continue;
            if ($text[0] === '\\') $refs[] = ['function', substr($text, 1), $line, null];
            elseif (strncasecmp($text, 'namespace\\', 10) === 0) $refs[] = ['function', $qualify(substr($text, 10)), $line, null];
            elseif (str_contains($text, '\\')) $refs[] = ['function', $class($text), $line, null];
            elseif (isset($fnUses[strtolower($text)])) $refs[] = ['function', $fnUses[strtolower($text)], $line, null];
            else $refs[] = ['function', $qualify($text), $line, $ns !== '' ? $text : null];
            continue;
        }
        if ($is($k + 1, ':') && !($k > 0 && $t[$k - 1][0] === ')')) continue;
        // A type position: through `|`, `&`, `?`, `(`, `)` and names to a variable or `...`.
        for ($j = $k + 1, $steps = 0; $j < $n && $steps < 16; $j++, $steps++) {
            $x = $t[$j][0];
            if ($x === T_VARIABLE || $x === T_ELLIPSIS) { $ref($k, true); break; }
            if (in_array($x, NAME_TOKENS, true) || in_array($x, ['|', '&', '?', '(', ')', T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG], true)) continue;
            break;
        }
    }
    return [$decl, $refs];
}

/** Returns [path, relative-to-the-file's-folder] of a literal include expression's tokens, or null. */
function literalPath(array $t): ?array {
    $str = fn ($x) => $x[0] === T_CONSTANT_ENCAPSED_STRING ? ($x[1][0] === "'" ? str_replace(['\\\\', "\\'"], ['\\', "'"], substr($x[1], 1, -1)) : stripcslashes(substr($x[1], 1, -1))) : null;
    if (count($t) === 1 && $str($t[0]) !== null) return [$str($t[0]), false];
    $up = 0; $j = 0;
    if (($t[0][0] ?? null) === T_DIR) $j = 1;
    elseif (($t[0][0] ?? null) === T_STRING && strtolower($t[0][1]) === 'dirname' && ($t[1][0] ?? null) === '(' && in_array($t[2][0] ?? null, [T_DIR, T_FILE], true)) {
        $up = $t[2][0] === T_DIR ? 1 : 0; $j = 3;
        if (($t[3][0] ?? null) === ',' && ($t[4][0] ?? null) === T_LNUMBER && $t[2][0] === T_DIR) { $up = (int) $t[4][1]; $j = 5; }
        if (($t[$j][0] ?? null) !== ')') return null;
        $j++;
    } else return null;
    $rest = '';
    for (; $j < count($t); $j += 2) {
        if ($t[$j][0] !== '.' || $str($t[$j + 1] ?? [null]) === null) return null;
        $rest .= $str($t[$j + 1]);
    }
    if (!str_starts_with($rest, '/')) return null;
    return [str_repeat('../', $up) . substr($rest, 1), true];
}

/** Returns a .phpt file with its non-code sections (all but --FILE--, --FILEEOF--, --SKIPIF--, --CLEAN--) blanked. */
function phptCode(string $code): string {
    $out = []; $keep = false;
    foreach (explode("\n", $code) as $line) {
        if (preg_match('/^--([A-Z_]+)--\r?$/', $line, $m)) { $keep = in_array($m[1], ['FILE', 'FILEEOF', 'SKIPIF', 'CLEAN'], true); $out[] = ''; continue; }
        $out[] = $keep ? $line : '';
    }
    return implode("\n", $out);
}

/** Returns `rel` under repo-relative folder `dir`, normalized (`..` kept when it climbs out). */
function within(string $dir, string $rel): string {
    $parts = $dir === '' ? [] : explode('/', $dir);
    foreach (explode('/', $rel) as $p) {
        if ($p === '' || $p === '.') continue;
        if ($p === '..') { if ($parts && end($parts) !== '..') array_pop($parts); else $parts[] = '..'; } else $parts[] = $p;
    }
    return implode('/', $parts);
}

/** The declaration rule: the only file, the importer itself, or the one sharing the most leading folders (no tie). */
function declaredIn(?array $decls, string $importer): ?string {
    if (!$decls) return null;
    if (in_array($importer, $decls, true)) return $importer;
    if (count($decls) === 1) return $decls[0];
    $best = null; $bestLen = -1; $tie = false;
    $b = explode('/', $importer);
    foreach ($decls as $d) {
        $a = explode('/', $d); $len = 0;
        while ($len < count($a) - 1 && $len < count($b) - 1 && $a[$len] === $b[$len]) $len++;
        if ($len > $bestLen) { $best = $d; $bestLen = $len; $tie = false; } elseif ($len === $bestLen) $tie = true;
    }
    return $tie ? null : $best;
}

$classmap = composerClassmap($root);
if (in_array('--classmap', $args, true)) { ksort($classmap); echo json_encode($classmap, JSON_UNESCAPED_SLASHES), "\n"; exit(0); }
$files = phpFiles($root);
$isFile = array_flip($files);
$read = []; $classes = []; $functions = []; $constants = [];
foreach ($files as $f) {
    $code = file_get_contents("$root/$f");
    if (str_ends_with($f, '.phpt')) $code = phptCode($code);
    $read[$f] = readFile_($code);
    foreach ($read[$f][0] as [$what, $fqn]) {
        if ($what === 'c') $classes[strtolower($fqn)][] = $f;
        elseif ($what === 'f') $functions[strtolower($fqn)][] = $f;
        else $constants[$fqn][] = $f;
    }
}
foreach ([&$classes, &$functions, &$constants] as &$m) foreach ($m as &$l) $l = array_values(array_unique($l));
unset($m, $l);
$edges = [];
foreach ($files as $from) {
    $dir = str_contains($from, '/') ? substr($from, 0, strrpos($from, '/')) : '';
    foreach ($read[$from][1] as [$kind, $name, $line, $extra]) {
        $to = null;
        if ($kind === 'require') {
            if ($extra) { $c = within($dir, $name); $to = isset($isFile[$c]) ? $c : null; }
            elseif ($name !== '' && $name[0] !== '/') foreach ([within($dir, $name), within('', $name)] as $c) if (isset($isFile[$c])) { $to = $c; break; }
        } elseif ($kind === 'function') {
            $to = declaredIn($functions[strtolower($name)] ?? null, $from) ?? ($extra !== null ? declaredIn($functions[strtolower($extra)] ?? null, $from) : null);
        } elseif ($kind === 'const') {
            $to = declaredIn($constants[$name] ?? null, $from);
        } else {
            $to = $classmap[$name] ?? declaredIn($classes[strtolower($name)] ?? null, $from);
        }
        if ($to === null || $to === $from) continue;
        $key = "$from\0$to";
        if (!isset($edges[$key]) || $edges[$key] > $line) $edges[$key] = $line;
    }
}
ksort($edges, SORT_STRING);
$out = [];
foreach ($edges as $key => $line) { [$from, $to] = explode("\0", $key); $out[] = $withLines ? [$from, $to, $line] : [$from, $to]; }
echo json_encode($out, JSON_UNESCAPED_SLASHES), "\n";
