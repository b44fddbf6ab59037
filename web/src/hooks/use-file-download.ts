import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';

import { api } from '../app/api.js';
import { alertShown } from '../app/alerts.slice.js';
import { useAppDispatch } from '../app/hooks.js';
import { statusOf } from '../app/base-query.js';

interface SavedFile {
  url: string;
  fileName: string;
}

const fileNameOf = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
};

// Binary downloads need the organization header and the session, so they go through the API
// (a plain link would carry neither) and are handed to the browser as an object URL.
const fileDownloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<SavedFile, { url: string; fallbackName: string }>({
      query: ({ url, fallbackName }) => ({
        url,
        headers: { Accept: '*/*' },
        responseHandler: async (response) =>
          response.ok
            ? {
                url: URL.createObjectURL(await response.blob()),
                fileName: fileNameOf(response, fallbackName),
              }
            : response.json().catch(() => ({})),
      }),
      // Spec §8: a download that finds nothing says the envelope was not found.
      extraOptions: { handles: [404] },
    }),
  }),
});

const saveAs = ({ url, fileName }: SavedFile) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Downloads an API file (`envelopes/{id}/download`, ...) and saves it under its server name; a 404
 * says so with `notFoundKey` (the envelope was not found, unless the caller names another thing).
 */
export const useFileDownload = () => {
  const [trigger, state] = fileDownloadApi.useDownloadFileMutation();
  const dispatch = useAppDispatch();
  const download = useCallback(
    async (url: string, fallbackName: string, notFoundKey: ParseKeys = 'envelopes.download.notFound') => {
      const result = await trigger({ url, fallbackName });
      if ('data' in result && result.data) saveAs(result.data);
      else if (statusOf(result.error) === 404)
        dispatch(alertShown({ kind: 'danger', messageKey: notFoundKey }));
    },
    [trigger, dispatch],
  );
  return { download, isDownloading: state.isLoading };
};
