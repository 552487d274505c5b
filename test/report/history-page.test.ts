// The history page over many runs, the way a user makes it: five nightly runs through the real pipeline
// (loopback server), written as v2.2 exports, then `karenina report runs/*.json --html history.html` as a
// process. The page is checked as text, then opened in real headless Chromium (playwright-core over
// /usr/bin/chromium) with every network request blocked and counted: runs in time order, pass-rate points,
// the flipped and flaky filters, a row's details, and a screenshot.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { costByRole, formatRoleCost, readResultsFile } from 'karenina'
import { runKarenina, type CliRun } from '../cli/fixtures/karenina-cli.js'
import { writeHistoryRuns } from './fixtures/history-runs.js'

const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

let dir: string
let files: string[]
let historyFile: string
let run: CliRun
let html: string
let pricesFile: string
// The loopback models' prices (USD per million tokens).
const prices = { 'gpt-good': { inputPerMTok: 2, outputPerMTok: 8 }, 'gpt-sloppy': { inputPerMTok: 0.5, outputPerMTok: 1.5 }, 'gpt-judge': { inputPerMTok: 0.4, outputPerMTok: 1.6 } }
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-history-'))
  await mkdir(join(dir, 'runs'))
  files = await writeHistoryRuns(join(dir, 'runs'))
  historyFile = join(dir, 'history.html')
  pricesFile = join(dir, 'prices.json')
  await writeFile(pricesFile, JSON.stringify(prices))
  run = await runKarenina(['report', ...files, '--html', historyFile, '--allow-errors', '--prices', pricesFile])
  html = await readFile(historyFile, 'utf8')
}, 120_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('karenina report <5 runs> --html — the history page as text', () => {
  it('exits 0, prints the merged summary and names the history page', () => {
    expect(run.stderr).toContain('3 of 30 results are errors')
    expect(run.code).toBe(0)
    // 5 runs × 3 questions × 2 models; gpt-sloppy: 5 + 3 + 2 passes, 3 errors.
    expect(run.stdout).toMatch(/overall\s+30\s+25\s+2\s+3\s+83\.3%/)
    expect(run.stdout).toContain(`history of 5 runs: ${historyFile}`)
  })

  it('orders the runs by when they ran, not by file name', () => {
    const labels = [...html.matchAll(/<tr class="run"><td>(\d)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/g)].map((m) => [m[1], m[2], m[3]])
    expect(labels).toEqual([
      ['1', 'nightly-1', '2026-03-01 02:00:01 UTC'],
      ['2', 'nightly-2', '2026-03-02 02:00:01 UTC'],
      ['3', 'nightly-3 &lt;img src=x onerror=alert(1)&gt;', '2026-03-03 02:00:01 UTC'],
      ['4', 'nightly-4', '2026-03-04 02:00:01 UTC'],
      ['5', 'nightly-5', '2026-03-05 02:00:01 UTC'],
    ])
  })

  it('shows each run\'s cost per role, computed as the summaries compute it', async () => {
    const cells = [...html.matchAll(/<td class="cost"><b>([^<]*)<\/b><div class="qid">([^<]*)<\/div><\/td><\/tr>/g)].map((m) => [m[1], m[2]])
    // Runs in time order: e, c, a, d, b.
    const expected = await Promise.all(
      ['e', 'c', 'a', 'd', 'b'].map(async (name) => {
        const cost = costByRole((await readResultsFile(files.find((f) => f.endsWith(`${name}.json`))!)).results, { prices })
        expect(cost.total.usd).toBeGreaterThan(0)
        return [formatRoleCost(cost.total), `answering ${formatRoleCost(cost.roles.answering)} · judging ${formatRoleCost(cost.roles.judging)} · rubric $0.0000`]
      }),
    )
    expect(cells).toEqual(expected)
  })

  it('shows a file holding several runs (karenina merge) as those runs, each with its cost', async () => {
    const merged = join(dir, 'merged.json')
    const merge = await runKarenina(['merge', files[0]!, files[1]!, files[2]!, '-o', merged])
    expect(merge.code).toBe(0)
    const page = join(dir, 'merged-history.html')
    const fromMerged = await runKarenina(['report', merged, files[3]!, files[4]!, '--html', page, '--allow-errors', '--prices', pricesFile])
    expect(fromMerged.code).toBe(0)
    expect(fromMerged.stdout).toContain(`history of 5 runs: ${page}`)
    const text = await readFile(page, 'utf8')
    const rows = (h: string) => [...h.matchAll(/<tr class="run"><td>(\d)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td class="qid">[^]*?<\/td><td>(\d+)<\/td><td>([^<]*)<\/td><td class="cost">([^]*?)<\/td><\/tr>/g)].map((m) => [m[1], m[2], m[3], m[4], m[5], m[6]])
    // The same runs, times, counts, pass rates and costs as from the five files.
    expect(rows(text)).toHaveLength(5)
    expect(rows(text)).toEqual(rows(html))
    expect(text.match(/<tr class="history-line"/g)).toHaveLength(6)
    expect(text.match(/data-flaky="true"/g)).toHaveLength(1)
  }, 60_000)

  it('is self-contained and escapes what the files say', () => {
    expect(html).not.toMatch(/<link\b|<img\b|@import|url\(/i)
    const urls = [...html.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0])
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']))
    expect(html).toContain("default-src 'none'")
  })

  it('has a timeline row per question × model, flagged flipped and flaky', () => {
    expect(html.match(/<tr class="history-line"/g)).toHaveLength(6)
    expect(html.match(/data-flipped="true"/g)).toHaveLength(2)
    expect(html.match(/data-flaky="true"/g)).toHaveLength(1)
  })

  it('--no-history writes the single report over all results instead', async () => {
    const single = join(dir, 'single.html')
    const merged = await runKarenina(['report', ...files, '--html', single, '--allow-errors', '--no-history'])
    expect(merged.code).toBe(0)
    const text = await readFile(single, 'utf8')
    expect(text.match(/<tr class="result"/g)).toHaveLength(30)
    expect(text).not.toContain('history-line')
  }, 60_000)

  it('one run (files sharing a job_id are shards of it) gives the usual report', async () => {
    const one = join(dir, 'one.html')
    const single = await runKarenina(['report', files[0]!, files[0]!, '--html', one, '--allow-errors'])
    expect(single.code).toBe(0)
    expect(await readFile(one, 'utf8')).toContain('<tr class="result"')
  }, 60_000)
})

interface Page {
  goto(url: string): Promise<unknown>
  title(): Promise<string>
  locator(selector: string): Locator
  selectOption(selector: string, value: string): Promise<unknown>
  fill(selector: string, value: string): Promise<void>
  screenshot(options: { path: string; fullPage: boolean }): Promise<Buffer>
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  on(event: 'console', listener: (message: { type(): string; text(): string }) => void): void
  on(event: 'pageerror', listener: (error: Error) => void): void
}
interface Locator {
  count(): Promise<number>
  first(): Locator
  nth(index: number): Locator
  locator(selector: string): Locator
  click(): Promise<void>
  isVisible(): Promise<boolean>
  textContent(): Promise<string | null>
  allTextContents(): Promise<string[]>
  getAttribute(name: string): Promise<string | null>
  evaluateAll<R>(fn: (elements: Element[]) => R): Promise<R>
}
interface Route {
  request(): { url(): string }
  abort(): Promise<void>
  continue(): Promise<void>
}

// playwright-core is a devDependency of packages/karenina; resolve it from there.
const requireFromCore = createRequire(new URL('../../packages/karenina/package.json', import.meta.url))

describe.skipIf(!existsSync(CHROMIUM))(`history page in headless Chromium (${CHROMIUM}; skipped when absent)`, () => {
  it('opens offline, charts the pass rates, filters flipped and flaky rows, opens details, and takes a screenshot', async () => {
    const { chromium } = requireFromCore('playwright-core') as {
      chromium: { launch(o: object): Promise<{ newContext(o?: object): Promise<{ newPage(): Promise<Page>; route(url: string, handler: (route: Route) => Promise<void>): Promise<void> }>; close(): Promise<void> }> }
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const external: string[] = []
      await context.route('**/*', async (route) => {
        const url = route.request().url()
        if (url.startsWith('file:')) return route.continue()
        external.push(url)
        return route.abort()
      })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      await page.goto(pathToFileURL(historyFile).href)

      expect(await page.title()).toBe('Karenina run history')
      expect(await page.locator('th.run-head').count()).toBe(5)
      expect(await page.locator('#runs-table td.cost b').allTextContents()).toHaveLength(5)
      expect(await page.locator('#runs-table tbody tr').nth(2).textContent()).toContain('nightly-3 <img src=x onerror=alert(1)>')
      // Pass rate per run, per answering model, each with an interval.
      const rates = (model: string) => page.locator(`figure[data-model="${model}"] g.point`).evaluateAll((points) => points.map((p) => Number(p.getAttribute('data-rate'))))
      expect(await rates('openai_endpoint:gpt-good')).toEqual([1, 1, 1, 1, 1])
      expect(await rates('openai_endpoint:gpt-sloppy')).toEqual([0.3333, 0.6667, 0.3333, 1, 1])
      expect(await page.locator('svg.history-chart line.interval').count()).toBe(10)

      expect(await page.locator('#filter-count').textContent()).toBe('6 of 6 rows')
      await page.selectOption('#filter-change', 'flipped')
      expect(await page.locator('#filter-count').textContent()).toBe('2 of 6 rows')
      const visible = page.locator('tr.history-line:not([hidden])')
      expect(await visible.count()).toBe(2)
      expect(await visible.evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.question))).toEqual(['q-chromosomes', 'q-mrna'])
      await page.selectOption('#filter-change', 'flaky')
      expect(await visible.count()).toBe(1)
      // The flaky row: wrong, right, wrong, right, right.
      expect(await visible.first().locator('td.cell').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.verdict))).toEqual(['fail', 'pass', 'fail', 'pass', 'pass'])
      await visible.first().click()
      const detail = page.locator('tr.history-line:not([hidden]) + tr.detail')
      expect(await detail.isVisible()).toBe(true)
      const text = (await detail.textContent()) ?? ''
      expect(text).toContain('judge openai_endpoint:gpt-judge')
      // Night 1: extracted 46 against ground truth 23.
      expect(await detail.locator('section').first().locator('table.fields tbody tr').allTextContents()).toEqual(['pair_count4623✗'])

      // Model filter with the flipped filter: only gpt-sloppy flips.
      await page.selectOption('#filter-change', 'flipped')
      await page.selectOption('#filter-model', 'openai_endpoint:gpt-good')
      expect(await page.locator('#filter-count').textContent()).toBe('0 of 6 rows')
      expect(await page.locator('#no-match').isVisible()).toBe(true)
      await page.selectOption('#filter-change', 'all')
      await page.fill('#filter-text', 'venetoclax')
      expect(await page.locator('#filter-count').textContent()).toBe('1 of 6 rows')
      await page.fill('#filter-text', '')
      await page.selectOption('#filter-model', 'all')

      const shot = join(process.env.REPORT_SHOT_DIR ?? dir, 'history.png')
      await page.screenshot({ path: shot, fullPage: true })
      expect((await stat(shot)).size).toBeGreaterThan(10_000)
      // What the screenshot shows, decoded by Chromium itself: the page's width, and the pass (#2e9e5b) and
      // fail (#d64545) marks really painted (a blank or unstyled page has neither).
      const painted = await (await context.newPage()).evaluate(async (dataUrl: string) => {
        const image = new Image()
        image.src = dataUrl
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context2d = canvas.getContext('2d')!
        context2d.drawImage(image, 0, 0)
        const { data } = context2d.getImageData(0, 0, image.width, image.height)
        const near = (i: number, [r, g, b]: number[]) => Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24
        let pass = 0
        let fail = 0
        for (let i = 0; i < data.length; i += 4) {
          if (near(i, [0x2e, 0x9e, 0x5b])) pass++
          else if (near(i, [0xd6, 0x45, 0x45])) fail++
        }
        return { width: image.width, height: image.height, pass, fail }
      }, `data:image/png;base64,${(await readFile(shot)).toString('base64')}`)
      expect(painted.width).toBe(1280)
      expect(painted.pass).toBeGreaterThan(1_000)
      expect(painted.fail).toBeGreaterThan(100)
      expect(problems).toEqual([])
      expect(external).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)
})
