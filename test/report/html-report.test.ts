// The HTML report: one self-contained page (checked as text), then opened in real headless Chromium
// (playwright-core over /usr/bin/chromium) with every network request blocked and counted: content,
// filters, row details and the heat map are exercised, and a screenshot is taken.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderHtmlReport, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSample } from './fixtures/sample-run.js'

const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

let results: VerificationResultSet
let dir: string
let html: string
beforeAll(async () => {
  results = await runSample()
  dir = await mkdtemp(join(tmpdir(), 'karenina-html-report-'))
  html = renderHtmlReport(results.results, { title: 'Seed sample <report>', now: () => new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('renderHtmlReport — the page as text', () => {
  it('is self-contained: no external scripts, styles, images or fonts', () => {
    expect(html).not.toMatch(/<link\b/i)
    expect(html).not.toMatch(/\bsrc\s*=/i)
    expect(html).not.toMatch(/url\(/i)
    expect(html).not.toMatch(/@import/i)
    // The only URL is the SVG namespace, which is an identifier, not a fetch.
    const urls = [...html.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0])
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']))
    expect(html).toContain("default-src 'none'")
  })

  it('escapes model output and titles', () => {
    expect(html).toContain('They &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; use genetic material somehow.')
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('<title>Seed sample &lt;report&gt;</title>')
  })

  it('shows every result with its verdict, and the headline numbers', () => {
    expect(html.match(/<tr class="result"/g)).toHaveLength(6)
    expect(html.match(/data-verdict="pass"/g)).toHaveLength(4)
    expect(html.match(/data-verdict="fail"/g)).toHaveLength(1)
    expect(html.match(/data-verdict="error"/g)).toHaveLength(1)
    expect(html).toContain('<b>66.7%</b><span>pass rate</span>')
    expect(html).toContain('generated 2026-01-02 03:04:05 UTC')
  })

  it('renders an empty result set without failing', () => {
    const empty = renderHtmlReport([])
    expect(empty).toContain('No results.')
    expect(empty).toContain('<b>—</b><span>pass rate</span>')
  })
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
  click(): Promise<void>
  isVisible(): Promise<boolean>
  textContent(): Promise<string | null>
  allTextContents(): Promise<string[]>
  getAttribute(name: string): Promise<string | null>
}
interface Route {
  request(): { url(): string }
  abort(): Promise<void>
  continue(): Promise<void>
}

// playwright-core is a devDependency of packages/karenina; resolve it from there.
const requireFromCore = createRequire(new URL('../../packages/karenina/package.json', import.meta.url))

describe.skipIf(!existsSync(CHROMIUM))(`HTML report in headless Chromium (${CHROMIUM}; skipped when absent)`, () => {
  it('opens offline, shows the results, filters them, opens a detail, and takes a screenshot', async () => {
    const { chromium } = requireFromCore('playwright-core') as {
      chromium: { launch(o: object): Promise<{ newContext(o?: object): Promise<{ newPage(): Promise<Page>; route(url: string, handler: (route: Route) => Promise<void>): Promise<void> }>; close(): Promise<void> }> }
    }
    const file = join(dir, 'report.html')
    await writeFile(file, html, 'utf8')
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
      await page.goto(pathToFileURL(file).href)

      expect(await page.title()).toBe('Seed sample <report>')
      expect(await page.locator('tr.result').count()).toBe(6)
      expect(await page.locator('#filter-count').textContent()).toBe('6 of 6 results')
      // Charts: one bar row per answering model, one heat-map cell per question × model.
      expect(await page.locator('svg.pass-rate-chart g.bar-row').count()).toBe(2)
      expect(await page.locator('svg.verdict-matrix g.cell').count()).toBe(6)
      expect(await page.locator('svg.pass-rate-chart text.value').allTextContents()).toEqual(['100.0%', '33.3%'])

      // Text filter.
      await page.fill('#filter-text', 'chromosome')
      expect(await page.locator('#filter-count').textContent()).toBe('2 of 6 results')
      // Text + verdict filter.
      await page.selectOption('#filter-verdict', 'fail')
      expect(await page.locator('#filter-count').textContent()).toBe('1 of 6 results')
      const visible = page.locator('tr.result:not([hidden])')
      expect(await visible.count()).toBe(1)
      expect(await visible.first().getAttribute('data-answering')).toBe('openai_endpoint:gpt-sloppy')
      // Its detail: the answer, extracted 46 against ground truth 23, the failure and the tokens.
      await visible.first().click()
      const detail = page.locator('tr.result:not([hidden]) + tr.detail')
      expect(await detail.isVisible()).toBe(true)
      const text = (await detail.textContent()) ?? ''
      expect(text).toContain('Human cells have 46 pairs of chromosomes.')
      expect(await detail.locator('table.fields td.bad').count()).toBe(1)
      expect(await detail.locator('table.fields tbody tr').first().allTextContents()).toEqual(['pair_count4623✗'])
      expect(text).toContain('content')
      expect(text).toContain('358 total')
      expect(text).toContain('cites_sources')

      // Model filter alone.
      await page.fill('#filter-text', '')
      await page.selectOption('#filter-verdict', 'all')
      await page.selectOption('#filter-model', 'openai_endpoint:gpt-good')
      expect(await page.locator('#filter-count').textContent()).toBe('3 of 6 results')
      await page.selectOption('#filter-verdict', 'error')
      expect(await page.locator('#no-match').isVisible()).toBe(true)

      // A heat-map cell filters the table to its question and model.
      await page.selectOption('#filter-verdict', 'all')
      await page.selectOption('#filter-model', 'all')
      await page.locator('svg.verdict-matrix g.cell[data-question="q-mrna"][data-answering="openai_endpoint:gpt-sloppy"]').click()
      expect(await page.locator('#filter-count').textContent()).toMatch(/^1 of 6 results/)
      expect(await page.locator('tr.result:not([hidden])').first().getAttribute('data-verdict')).toBe('error')

      const shot = join(process.env.REPORT_SHOT_DIR ?? dir, 'report.png')
      await page.screenshot({ path: shot, fullPage: true })
      expect((await stat(shot)).size).toBeGreaterThan(10_000)
      // What the screenshot shows, decoded by Chromium itself: the page's width, and the charts' pass
      // (#2e9e5b) and fail (#d64545) colours really painted (a blank or unstyled page has neither).
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
      expect(painted.height).toBeGreaterThan(900)
      expect(painted.pass).toBeGreaterThan(2_000)
      expect(painted.fail).toBeGreaterThan(1_000)
      expect(problems).toEqual([])
      expect(external).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)
})
