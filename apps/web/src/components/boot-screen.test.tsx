import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from './boot-screen';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('BootScreen', () => {
  it('is what index.html paints before the JavaScript: the same markup, so nothing flashes', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1]?.trim();
    expect(root).toBe(renderToStaticMarkup(<BootScreen />));
  });

  it('says it is loading, in Spanish, to a screen reader', () => {
    expect(renderToStaticMarkup(<BootScreen />)).toContain('role="status" aria-label="Cargando…"');
  });
});
