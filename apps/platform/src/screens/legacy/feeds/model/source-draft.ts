import type {
  DataSource,
  DataSourceChange,
  FeedTestRequest,
  ImportOptions,
  NewDataSource,
  UploadedFile,
} from '@feedline/contracts';
import type { ImportFormat } from '@feedline/contracts/feed-constants';

/** Where a source reads from: an address fetched at each import, or a file uploaded once. */
export type SourceLocation = 'url' | 'file';

/** What `auto` leaves to the reader's detection. */
export type Choice<T extends string> = T | 'auto';

/** The data source form's values, all strings and choices as the inputs hold them. */
export interface SourceDraft {
  name: string;
  location: SourceLocation;
  url: string;
  /** The file the source reads: the one it has, or a new upload. */
  file: { id: number; name: string; size: number } | null;
  /** True once a file was uploaded in this form (only then is it sent). */
  isNewFile: boolean;
  format: Choice<ImportFormat>;
  delimiter: Choice<NonNullable<ImportOptions['delimiter']>>;
  encoding: string;
  header: 'auto' | 'yes' | 'no';
  itemPath: string;
  idField: string;
}

export const EMPTY_DRAFT: SourceDraft = {
  name: '',
  location: 'url',
  url: '',
  file: null,
  isNewFile: false,
  format: 'auto',
  delimiter: 'auto',
  encoding: '',
  header: 'auto',
  itemPath: '',
  idField: '',
};

/** The form's values for an existing source. */
export function draftOf(source: DataSource): SourceDraft {
  // Older answers may lack options; a missing one is "detect".
  const options: ImportOptions = source.options ?? {};
  return {
    name: source.name,
    location: source.file ? 'file' : 'url',
    url: source.url ?? '',
    file: source.file ?? null,
    isNewFile: false,
    format: source.format ?? 'auto',
    delimiter: options.delimiter ?? 'auto',
    encoding: options.encoding ?? '',
    header: options.hasHeader === undefined ? 'auto' : options.hasHeader ? 'yes' : 'no',
    itemPath: options.itemPath ?? '',
    idField: options.idField ?? '',
  };
}

/** After an upload: the file, and its detected format unless one was chosen. */
export const withUpload = (draft: SourceDraft, upload: UploadedFile): SourceDraft => ({
  ...draft,
  file: { id: upload.id, name: upload.name, size: upload.size },
  isNewFile: true,
  format: draft.format === 'auto' && upload.detectedFormat ? upload.detectedFormat : draft.format,
  name: draft.name.trim() === '' ? upload.name : draft.name,
});

/** Whether the reading options of delimited text apply to the chosen format. */
export const isDelimited = (format: SourceDraft['format']) =>
  format === 'auto' || format === 'csv' || format === 'tsv';

/** The options given; a blank or `auto` one is left to detection (not sent). */
export function optionsOf(draft: SourceDraft): ImportOptions {
  const options: ImportOptions = {};
  if (isDelimited(draft.format)) {
    if (draft.delimiter !== 'auto') options.delimiter = draft.delimiter;
    if (draft.encoding.trim()) options.encoding = draft.encoding.trim();
    if (draft.header !== 'auto') options.hasHeader = draft.header === 'yes';
  }
  if (draft.format === 'xml-generic' && draft.itemPath.trim()) {
    options.itemPath = draft.itemPath.trim();
  }
  if (draft.idField.trim()) options.idField = draft.idField.trim();
  return options;
}

export type DraftProblem = 'name-missing' | 'url-invalid' | 'file-missing';

/** What must change before the source can be tested or saved (the API checks again). */
export function problemsOf(draft: SourceDraft, { forTest = false } = {}): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!forTest && draft.name.trim() === '') problems.push('name-missing');
  if (draft.location === 'url' && !/^https?:\/\/\S+$/i.test(draft.url.trim())) {
    problems.push('url-invalid');
  }
  if (draft.location === 'file' && !draft.file) problems.push('file-missing');
  return problems;
}

const whereFrom = (draft: SourceDraft): { url: string } | { fileId: number } =>
  draft.location === 'url' ? { url: draft.url.trim() } : { fileId: draft.file!.id };

/** POST data-sources: the name, where from, the format unless detected, and the options. */
export function newSourceOf(draft: SourceDraft): NewDataSource {
  return {
    name: draft.name.trim(),
    ...whereFrom(draft),
    ...(draft.format === 'auto' ? {} : { format: draft.format }),
    options: optionsOf(draft),
  };
}

/** PATCH data-sources/:id: the file only when a new one was uploaded; `null` format = detect. */
export function sourceChangeOf(draft: SourceDraft): DataSourceChange {
  const location =
    draft.location === 'url'
      ? { url: draft.url.trim() }
      : draft.isNewFile && draft.file
        ? { fileId: draft.file.id }
        : {};
  return {
    name: draft.name.trim(),
    ...location,
    format: draft.format === 'auto' ? null : draft.format,
    options: optionsOf(draft),
  };
}

/** POST data-sources/test: what the form would read, without saving it. */
export function testRequestOf(draft: SourceDraft): FeedTestRequest {
  return {
    ...whereFrom(draft),
    ...(draft.format === 'auto' ? {} : { format: draft.format }),
    options: optionsOf(draft),
  };
}
