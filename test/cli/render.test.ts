// `foyer render` against every real Elementor document: renders, keeps every supported widget, reports the rest.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readDocumentFile } from '../../src/cli/document-file.ts';
import { coverageReport, renderCommand, renderDocument } from '../../src/cli/commands/render.ts';
import { expectedWidgets, fixtureFiles, PROJECT_ROOT } from './fixtures.ts';

const files = fixtureFiles();

function countWrappers(html: string): number {
  return html.match(/data-element_type="widget"/g)?.length ?? 0;
}

function runCli(args: string[]) {
  return spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 });
}

describe('render: every real Elementor document', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [basename(f), f]))('%s renders with every supported widget', async (_name, file) => {
    const read = readDocumentFile(file);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { html, plan, warnings } = await renderDocument(read.doc);
    const expected = expectedWidgets(JSON.parse(readFileSync(file, 'utf8')));

    expect(html).toMatch(/^<!DOCTYPE html><html/);
    expect(html).toContain('</html>');
    // The parser keeps every widget of the file, and each supported one is on the page.
    expect(plan.widgetCounts.total).toBe(expected.total);
    expect(countWrappers(html)).toBe(expected.visible);
    expect(warnings.filter((w) => w.msg === 'element failed to render' || w.msg === 'render error')).toEqual([]);
  });

  it('renders the page for a phone with the CSS a phone applies and no width media queries', async () => {
    const read = readDocumentFile(files[0]);
    if (!read.ok) throw new Error(read.message);
    const desktop = await renderDocument(read.doc);
    const mobile = await renderDocument(read.doc, { device: 'mobile' });
    expect(mobile.html).toContain('<meta name="viewport" content="width=360"/>');
    expect(mobile.html).not.toMatch(/@media\s*\((max|min)-width/);
    // Same markup; only the stylesheet and the viewport differ.
    expect(countWrappers(mobile.html)).toBe(countWrappers(desktop.html));
  });

  it('reports unsupported types and settings sorted by count, and the coverage', async () => {
    const read = readDocumentFile(files[0]);
    if (!read.ok) throw new Error(read.message);
    const report = coverageReport(await renderDocument(read.doc));
    expect(report).toMatch(/rendered \d+ of \d+ widget instances \(\d+\.\d%\)\n$/);
    const counts = [...report.matchAll(/^ +(\d+) {2}\S/gm)].map((m) => Number(m[1]));
    const typeBlock = report.split('Unsupported settings')[0];
    const typeCounts = [...typeBlock.matchAll(/^ +(\d+) {2}\S/gm)].map((m) => Number(m[1]));
    expect(typeCounts).toEqual([...typeCounts].sort((a, b) => b - a));
    expect(counts.length).toBeGreaterThan(0);
  });

  it('reports the dynamic tags Foyer does not have, and resolves the ones it has', async () => {
    const file = files.find((f) => basename(f).startsWith('053-'));
    const read = file ? readDocumentFile(file) : undefined;
    if (!read?.ok) throw new Error('the taxonomy loop item fixture (053) is missing');
    const rendered = await renderDocument(read.doc);
    // Real names from the file; archive-title is Foyer's but a file has no archive, so its static value stays.
    expect([...rendered.plan.unknownDynamicTags.keys()].sort()).toEqual(['acf-image', 'acf-text', 'woocommerce-category-image-tag']);
    const report = coverageReport(rendered);
    expect(report).toContain("Dynamic tags Foyer does not have (3 names; the settings' static values are used):\n");
    expect(report).toMatch(/^ +1 {2}acf-text$/m);
    expect(report).not.toMatch(/Render warnings:[\s\S]*unknown dynamic tag/);

    const titled = await renderDocument(
      {
        elements: [
          {
            id: 'd1',
            elType: 'widget',
            widgetType: 'heading',
            settings: { title: 'Static', __dynamic__: { title: '[elementor-tag id="x" name="post-title" settings="%7B%7D"]' } },
            elements: [],
          },
        ],
        pageSettings: {},
      },
      { title: 'Spring Offers' },
    );
    expect(titled.html).toContain('>Spring Offers</h2>');
    expect(titled.plan.unknownDynamicTags.size).toBe(0);
  });
});

describe('foyer render (the command)', () => {
  it('prints the page on stdout and the report on stderr, exit 0', () => {
    const result = runCli(['render', files[0], '--device', 'tablet']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^<!DOCTYPE html><html/);
    expect(result.stderr).toMatch(/rendered \d+ of \d+ widget instances/);
  }, 60_000);

  it('exits 2 with a clear message for a file that is not an Elementor document', () => {
    const bad = join(tmpdir(), `foyer-not-a-document-${process.pid}.json`);
    writeFileSync(bad, '{"posts": []}');
    const result = runCli(['render', bad]);
    rmSync(bad);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Not an Elementor document');
  }, 60_000);

  it('exits 2 for a missing file, invalid JSON and an unknown device, saying what is wrong', async () => {
    let stderr = '';
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const broken = join(tmpdir(), `foyer-broken-${process.pid}.json`);
    writeFileSync(broken, '{"content": [');
    try {
      expect(await renderCommand.run(['/no/such/file.json'])).toBe(2);
      expect(await renderCommand.run([broken])).toBe(2);
      expect(await renderCommand.run([files[0], '--device', 'phone'])).toBe(2);
      expect(await renderCommand.run([])).toBe(2);
    } finally {
      spy.mockRestore();
      rmSync(broken);
    }
    expect(stderr).toContain('No such file: /no/such/file.json');
    expect(stderr).toContain('is not valid JSON');
    expect(stderr).toContain('--device must be one of desktop, tablet, mobile');
    expect(stderr).toContain('Give the path of an Elementor document');
  });
});
