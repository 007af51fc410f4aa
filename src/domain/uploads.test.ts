import { describe, expect, it } from 'vitest';
import { instructionVisibleOnSite, instructionShownForKinds } from './instructions';
import { isPageSize, pageSizeLabel, pageSizes, defaultPageSize } from './pagination';
import {
  fileExtension,
  hasAllowedExtension,
  maxServicePassportBytes,
  maxUploadBytes,
  servicePassportExtensions,
  uploadChunkBytes,
  uploadPartCount,
} from './uploads';

describe('uploads (seed 001 §5, §9)', () => {
  it('has the seed limits', () => {
    expect(maxUploadBytes).toBe(1024 ** 3);
    expect(uploadChunkBytes).toBe(5 * 1024 ** 2);
    expect(maxServicePassportBytes).toBe(71_680_000);
  });

  it.each([
    ['doc.PDF', 'pdf', true],
    ['a.b.docx', 'docx', true],
    ['movie.mp4', 'mp4', true],
    ['photo.jpg', 'jpg', true],
    ['scan.JPEG', 'jpeg', true],
    ['script.exe', 'exe', false],
    ['noext', '', false],
    ['.hidden', '', false],
    ['dir.v1/file', '', false],
  ])('%s → %s, allowed %s', (name, ext, allowed) => {
    expect(fileExtension(name)).toBe(ext);
    expect(hasAllowedExtension(name)).toBe(allowed);
  });

  it('accepts only pdf for a service passport', () => {
    expect(hasAllowedExtension('p.pdf', servicePassportExtensions)).toBe(true);
    expect(hasAllowedExtension('p.docx', servicePassportExtensions)).toBe(false);
  });

  it.each([
    [0, 1],
    [1, 1],
    [uploadChunkBytes, 1],
    [uploadChunkBytes + 1, 2],
    [maxUploadBytes, 205],
  ])('%i bytes need %i parts', (size, parts) => {
    expect(uploadPartCount(size)).toBe(parts);
  });
});

describe('page sizes (seed 000 §9)', () => {
  it('offers 20, 50, 100 with 20 by default', () => {
    expect(pageSizes).toEqual([20, 50, 100]);
    expect(defaultPageSize).toBe(20);
    expect(pageSizeLabel(50)).toBe('Выводить по 50 строк');
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(25)).toBe(false);
  });
});

describe('instructions shown_for_kind (seed 001 §3)', () => {
  it('has the three kinds', () => {
    expect(instructionShownForKinds).toEqual(['everyone', 'authenticated', 'unauthenticated']);
  });

  it.each([
    ['everyone', true, true],
    ['everyone', false, true],
    ['authenticated', true, true],
    ['authenticated', false, false],
    ['unauthenticated', true, false],
    ['unauthenticated', false, true],
    [null, false, true],
  ])('%s, signed in %s → visible %s', (kind, signedIn, visible) => {
    expect(
      instructionVisibleOnSite({ for_portal: true, active: true, shown_for_kind: kind }, signedIn),
    ).toBe(visible);
  });

  it('hides inactive and CRM-only instructions', () => {
    expect(instructionVisibleOnSite({ for_portal: false, active: true }, true)).toBe(false);
    expect(instructionVisibleOnSite({ for_portal: true, active: false }, true)).toBe(false);
  });
});
