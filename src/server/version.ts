import pkg from '../../package.json'

/** Set by scripts/build.ts (`bun build --define`): the compiled binary has no git to ask. */
declare const __POS_VERSION__: string | undefined

/**
 * package.json's version with the commit it was built from as semver build metadata
 * (0.1.0+g6c7f75d), so two builds of one release tell apart; package.json's alone when there is
 * no git (a source tarball, the Docker build context). `rev-parse` and not `describe --dirty`:
 * that one refreshes the index, a write into the checkout.
 */
export function describeVersion(dir: string): string {
  try {
    const git = Bun.spawnSync(['git', 'rev-parse', '--short=7', 'HEAD'], { cwd: dir, stdout: 'pipe', stderr: 'ignore' })
    const hash = git.exitCode === 0 ? git.stdout.toString().trim() : ''
    return /^[0-9a-f]{7,}$/.test(hash) ? `${pkg.version}+g${hash}` : pkg.version
  } catch {
    return pkg.version // no git installed
  }
}

export const VERSION: string = typeof __POS_VERSION__ === 'string' ? __POS_VERSION__ : describeVersion(import.meta.dir)
