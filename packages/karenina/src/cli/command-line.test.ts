import { describe, expect, it } from 'vitest'
import { splitCommandLine } from './command-line.js'

describe('splitCommandLine', () => {
  it('splits on whitespace and keeps quoted spaces, as a shell does, expanding nothing', () => {
    expect(splitCommandLine('  node  server.js --stdio ')).toEqual(['node', 'server.js', '--stdio'])
    expect(splitCommandLine(`node "my server.js" --name 'a b' x\\ y`)).toEqual(['node', 'my server.js', '--name', 'a b', 'x y'])
    expect(splitCommandLine(`echo '$HOME' "a\\"b" 'it'\\''s' ~ *`)).toEqual(['echo', '$HOME', 'a"b', "it's", '~', '*'])
    expect(splitCommandLine(`a "" ''`)).toEqual(['a', '', ''])
    expect(splitCommandLine('')).toEqual([])
  })

  it('says what is wrong with a line it cannot read', () => {
    expect(() => splitCommandLine(`node 'x`)).toThrow('unclosed single quote at character 6')
    expect(() => splitCommandLine(`node "x`)).toThrow('unclosed double quote at character 6')
    expect(() => splitCommandLine('node x\\')).toThrow('a trailing backslash escapes nothing')
  })
})
