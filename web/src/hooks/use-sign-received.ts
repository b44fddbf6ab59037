import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { api } from '../app/api.js';
import { paths } from '../config/paths.js';

// Received items carry no action token (links are stored hashed), so a signed-in recipient gets
// a fresh one for the item before the viewer opens (POST envelopes/inbox/{recipientId}/token).
const inboxTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    mintInboxToken: build.mutation<{ action_token: string }, string>({
      query: (recipientId) => ({
        url: `envelopes/inbox/${encodeURIComponent(recipientId)}/token`,
        method: 'POST',
      }),
    }),
  }),
});

/** Opens a received item in the signing viewer (dashboard and inbox "sign"). */
export const useSignReceived = () => {
  const [mint, state] = inboxTokenApi.useMintInboxTokenMutation();
  const navigate = useNavigate();
  const sign = useCallback(
    async (recipientId: string) => {
      const result = await mint(recipientId);
      if ('data' in result && result.data)
        navigate(paths.business.envelopes.viewer.getHref(result.data.action_token));
    },
    [mint, navigate],
  );
  return { sign, isOpening: state.isLoading };
};
