/**
 * The pick → check → import flow of the suite's spreadsheet imports: a picked .csv or .xlsx
 * file is checked locally (type, size), then sent as a dry run whose report lists every
 * problem; only then can the same file be sent again to apply it (all rows or none).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { failureText } from './field-problem';
import { readAsBase64 } from './file-transfer';

export interface SpreadsheetImportBody {
  fileName: string;
  /** The file's bytes in base64. */
  content: string;
  apply: boolean;
}

interface ImportAnswer {
  applied: boolean;
}

const ACCEPTED = /\.(csv|xlsx)$/i;

export function useSpreadsheetImport<R extends ImportAnswer>(
  send: UseMutationResult<R, Error, SpreadsheetImportBody>,
  maxBytes: number,
  texts: { wrongType: string; fileTooLarge: string; failed: string },
) {
  const [file, setFile] = useState<{ name: string; content: string }>();
  const [report, setReport] = useState<R>();
  const [error, setError] = useState<string>();
  const onError = (failure: unknown) => setError(failureText(failure, texts.failed));

  /** The file input's change: checks the file, then asks the server for its dry-run report. */
  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setReport(undefined);
    setError(undefined);
    if (!picked) return;
    if (!ACCEPTED.test(picked.name)) return setError(texts.wrongType);
    if (picked.size > maxBytes) return setError(texts.fileTooLarge);
    const next = { name: picked.name, content: await readAsBase64(picked) };
    setFile(next);
    send.mutate({ fileName: next.name, content: next.content, apply: false }, { onSuccess: setReport, onError });
  };

  /** Imports the checked file; `onApplied` runs once the server has applied every row. */
  const apply = (onApplied: (answer: R) => void | Promise<void>) => {
    if (!file) return;
    send.mutate(
      { fileName: file.name, content: file.content, apply: true },
      {
        onSuccess: (answer) => {
          setReport(answer);
          // Mutation callbacks are not awaited: a failure of what follows the import is shown here.
          if (answer.applied) Promise.resolve(onApplied(answer)).catch(onError);
        },
        onError,
      },
    );
  };

  return { file, report, error, setError, check, apply, busy: send.isPending };
}
