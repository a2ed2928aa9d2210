import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  draftOf,
  newSourceOf,
  optionsOf,
  problemsOf,
  sourceChangeOf,
  testRequestOf,
  withUpload,
} from './source-draft';

const urlDraft = { ...EMPTY_DRAFT, name: ' Outlet ', url: ' https://acme.nl/a.csv ' };

describe('source drafts', () => {
  it('sends only the options given, and only those of the chosen format', () => {
    expect(optionsOf(EMPTY_DRAFT)).toEqual({});
    const csv = {
      ...urlDraft,
      format: 'csv' as const,
      delimiter: '\t' as const,
      header: 'no' as const,
    };
    expect(optionsOf({ ...csv, encoding: ' UTF-8 ', itemPath: 'a/b' })).toEqual({
      delimiter: '\t',
      encoding: 'UTF-8',
      hasHeader: false,
    });
    expect(
      optionsOf({ ...csv, format: 'xml-generic', itemPath: ' products/product ', idField: 'sku' }),
    ).toEqual({
      itemPath: 'products/product',
      idField: 'sku',
    });
  });

  it('names what is missing; a test needs no name', () => {
    expect(problemsOf(EMPTY_DRAFT)).toEqual(['name-missing', 'url-invalid']);
    expect(problemsOf({ ...EMPTY_DRAFT, url: 'ftp://x' }, { forTest: true })).toEqual([
      'url-invalid',
    ]);
    expect(problemsOf({ ...EMPTY_DRAFT, name: 'x', location: 'file' })).toEqual(['file-missing']);
    expect(problemsOf(urlDraft)).toEqual([]);
  });

  it('builds the create, change and test bodies', () => {
    expect(newSourceOf(urlDraft)).toEqual({
      name: 'Outlet',
      url: 'https://acme.nl/a.csv',
      options: {},
    });
    expect(testRequestOf({ ...urlDraft, format: 'json' })).toEqual({
      url: 'https://acme.nl/a.csv',
      format: 'json',
      options: {},
    });
    const fileSource = {
      id: 2,
      name: 'Stock',
      kind: 'xml' as const,
      url: null,
      file: { id: 30, name: 'stock.xml', size: 10 },
      format: 'xml-generic' as const,
      options: { itemPath: 'items/item', hasHeader: true },
      shared: false,
      itemCount: 0,
      lastImportAt: null,
    };
    const draft = draftOf(fileSource);
    expect(draft).toMatchObject({
      location: 'file',
      format: 'xml-generic',
      itemPath: 'items/item',
      header: 'yes',
    });
    // The file it has is not sent again; a new upload is.
    expect(sourceChangeOf(draft)).toEqual({
      name: 'Stock',
      format: 'xml-generic',
      options: { itemPath: 'items/item' },
    });
    const uploaded = withUpload(draft, { id: 31, name: 'new.xml', size: 5, detectedFormat: 'csv' });
    expect(sourceChangeOf(uploaded)).toMatchObject({ fileId: 31, format: 'xml-generic' });
  });

  it('takes the detected format and the file name only when none was chosen', () => {
    const upload = { id: 9, name: 'feed.tsv', size: 3, detectedFormat: 'tsv' as const };
    expect(withUpload(EMPTY_DRAFT, upload)).toMatchObject({
      format: 'tsv',
      name: 'feed.tsv',
      isNewFile: true,
    });
    expect(withUpload({ ...EMPTY_DRAFT, name: 'Mine', format: 'csv' }, upload)).toMatchObject({
      format: 'csv',
      name: 'Mine',
    });
    expect(withUpload(EMPTY_DRAFT, { ...upload, detectedFormat: null }).format).toBe('auto');
  });
});
