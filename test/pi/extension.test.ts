// The Pi extension (src/pi) against the real `@mariozechner/pi-coding-agent`: it type-checks as Pi's
// `ExtensionFactory`, Pi loads it (and our skills) from the `pi` field of package.json, and inside a real Pi agent
// session driven by Pi's own scripted "faux" model, tool calls get rewritten commands, normalized outputs, `# ck:raw`
// pass-through, working ck_slice / ck_symbols tools, and savings in the same log as Claude Code's.
//
// Pi is not a devDependency (its install pulls every provider SDK, ~150 MB with a native optional module): the test
// looks for it in CK_PI_MODULES (a node_modules folder holding it; default ~/.cache/context-kernel-clients/pi/
// node_modules, filled by scripts/fetch-pi.sh) and skips with a message when it is absent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCli } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PI_MODULES = process.env.CK_PI_MODULES ?? join(homedir(), '.cache', 'context-kernel-clients', 'pi', 'node_modules');
const PI_PACKAGE = join(PI_MODULES, '@mariozechner', 'pi-coding-agent');
const HAVE_PI = existsSync(join(PI_PACKAGE, 'package.json'));
const BUILT = existsSync(join(ROOT, 'dist', 'pi', 'extension.js'));
if (!HAVE_PI) console.warn(`test/pi/extension.test.ts: skipped: @mariozechner/pi-coding-agent not found in ${PI_MODULES} (run scripts/fetch-pi.sh, or set CK_PI_MODULES)`);
else if (!BUILT) console.warn('test/pi/extension.test.ts: skipped: dist/pi/extension.js is not built (npm run build)');

const NOISY = join(ROOT, 'examples', 'outputs', 'npm-install.txt');

describe.skipIf(!HAVE_PI || !BUILT)('Pi extension (real @mariozechner/pi-coding-agent)', () => {
  it("type-checks as Pi's ExtensionFactory (and the check bites: a wrong factory fails it)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-pi-types-'));
    symlinkSync(PI_MODULES, join(dir, 'node_modules'));
    writeFileSync(join(dir, 'check.ts'), [
      "import type { ExtensionFactory } from '@mariozechner/pi-coding-agent';",
      `import contextKernel from ${JSON.stringify(join(ROOT, 'dist', 'pi', 'extension.js'))};`,
      'export const factory: ExtensionFactory = contextKernel;',
      '// @ts-expect-error a factory whose tool shape Pi does not have must not type-check',
      'export const wrong: ExtensionFactory = (pi: { registerTool(t: { name: number }): void }) => void pi;',
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', types: [] },
      files: ['check.ts'],
    }));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    expect(r.status, r.stdout + r.stderr).toBe(0);
  }, 300_000);

  describe('a scripted session', () => {
    const env: Record<string, string | undefined> = {};
    let work: string;
    let results: { toolName: string; isError: boolean; text: string }[] = [];
    let sessionId = '';
    let extensionErrors: unknown[] = [];
    let skills: string[] = [];
    let extensionPaths: string[] = [];

    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'ck-pi-'));
      // Savings, spills and caches of this session go to an isolated state folder.
      for (const k of ['XDG_STATE_HOME', 'XDG_CACHE_HOME']) env[k] = process.env[k];
      process.env.XDG_STATE_HOME = join(work, 'state');
      process.env.XDG_CACHE_HOME = join(work, 'cache');
      const repo = join(work, 'repo');
      cpSync(join(ROOT, 'examples', 'slice-demo'), repo, { recursive: true });
      cpSync(NOISY, join(repo, 'build.log'));
      // A fake npm that prints the arguments it got: shows the rewrite the command received.
      const bin = join(work, 'bin');
      mkdirSync(bin);
      writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "npm got: $*"\n');
      chmodSync(join(bin, 'npm'), 0o755);

      const pi = await import(pathToFileURL(join(PI_PACKAGE, 'dist', 'index.js')).href);
      const ai = await import(pathToFileURL(join(PI_MODULES, '@mariozechner', 'pi-ai', 'dist', 'index.js')).href);
      const faux = ai.registerFauxProvider({ provider: 'ck-faux', models: [{ id: 'faux-1' }] });
      const call = (name: string, args: Record<string, unknown>) => ai.fauxAssistantMessage(ai.fauxToolCall(name, args), { stopReason: 'toolUse' });
      faux.setResponses([
        call('bash', { command: `cat ${NOISY}` }),
        call('bash', { command: `cat ${NOISY} # ck:raw` }),
        call('bash', { command: `${join(bin, 'npm')} install left-pad` }),
        call('read', { path: 'build.log' }),
        call('read', { path: 'invoicer/rates.py' }),
        call('ck_slice', { symptom_file: 'traceback.txt' }),
        call('ck_symbols', { file: 'invoicer/rates.py', line: 16 }),
        ai.fauxAssistantMessage('done'),
      ]);
      // Our package as Pi installs a local package: its `pi` field names the extension and the skills.
      const agentDir = join(work, 'agent');
      const settingsManager = pi.SettingsManager.inMemory({ compaction: { enabled: false }, packages: [ROOT] });
      const resourceLoader = new pi.DefaultResourceLoader({ cwd: repo, agentDir, settingsManager });
      await resourceLoader.reload();
      extensionPaths = resourceLoader.getExtensions().extensions.map((e: { path: string }) => e.path);
      extensionErrors = resourceLoader.getExtensions().errors;
      skills = resourceLoader.getSkills().skills.map((s: { name: string }) => s.name);
      const authStorage = pi.AuthStorage.inMemory();
      authStorage.setRuntimeApiKey('ck-faux', 'test');
      const { session } = await pi.createAgentSession({
        cwd: repo, agentDir, model: faux.getModel(), authStorage, modelRegistry: pi.ModelRegistry.inMemory(authStorage),
        resourceLoader, settingsManager, sessionManager: pi.SessionManager.inMemory(),
      });
      sessionId = session.sessionManager.getSessionId();
      await session.prompt('run the scripted tool calls');
      results = session.messages
        .filter((m: { role: string }) => m.role === 'toolResult')
        .map((m: { toolName: string; isError: boolean; content: { type: string; text?: string }[] }) => ({
          toolName: m.toolName, isError: m.isError, text: m.content.map((c) => c.text ?? '').join(''),
        }));
      faux.unregister();
    }, 300_000);

    afterAll(() => {
      for (const [k, v] of Object.entries(env)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });

    it('Pi loads the extension and the skills from our package.json `pi` field', () => {
      expect(extensionErrors).toEqual([]);
      expect(extensionPaths).toEqual([join(ROOT, 'dist', 'pi', 'extension.js')]);
      expect(skills).toEqual(expect.arrayContaining(['kernel-slice', 'kernel-charter', 'kernel-verify']));
      expect(results.map((r) => r.toolName)).toEqual(['bash', 'bash', 'bash', 'read', 'read', 'ck_slice', 'ck_symbols']);
    });

    it('a noisy bash output is normalized in-process, with the footer; # ck:raw passes it through', () => {
      const [normalized, raw] = results;
      expect(normalized!.isError).toBe(false);
      expect(normalized!.text).toMatch(/^\[ck: normalized bash output: [\d.]+k? → [\d.]+k? tokens \(-\d+%\); id [0-9a-f]{8}\]$/m);
      expect(normalized!.text).toContain('added 115 packages in 6s'); // the signal line survives
      expect(raw!.text).not.toContain('[ck:');
      expect(normalized!.text.length * 4).toBeLessThan(raw!.text.length);
    });

    it('a bash command gets the quiet flags before it runs', () => {
      expect(results[2]!.text.trim()).toBe('npm got: install --no-fund --no-audit --no-progress left-pad');
    });

    it('a read of a log is normalized; a read of source code is kept whole', () => {
      expect(results[3]!.text).toMatch(/^\[ck: normalized read output: .*id [0-9a-f]{8}\]$/m);
      expect(results[4]!.text).not.toContain('[ck:');
      expect(results[4]!.text).toContain('def rate_for');
    });

    it('ck_slice and ck_symbols work in-process from the session cwd', () => {
      const slice = results[5]!;
      expect(slice.isError, slice.text).toBe(false);
      expect(slice.text).toMatch(/^task state of /);
      expect(slice.text).toContain('invoicer/rates.py:16  [frame 1.00]');
      const symbols = results[6]!;
      expect(symbols.isError, symbols.text).toBe(false);
      expect(symbols.text).toMatch(/rate_for \(function\) \d+-\d+: sed -n/);
    });

    it("savings land in the same log as Claude Code's, under Pi's session and tool names", () => {
      const log = readFileSync(join(work, 'state', 'context-kernel', 'savings.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(log.map((e) => [e.event, e.tool, e.session, e.canary])).toEqual([
        ['replace', 'bash', sessionId, 'off'],
        ['replace', 'read', sessionId, 'off'],
      ]);
      for (const e of log) expect(e.after).toBeLessThan(e.before);
      const r = runCli(['savings', '--json'], { env: { ...process.env, XDG_STATE_HOME: join(work, 'state'), XDG_CACHE_HOME: join(work, 'cache') } });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(sessionId);
    });
  });
});
