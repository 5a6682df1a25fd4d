import { type SiteInfo, siteInfoEndpoint } from '@immopilote/contracts';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';

/*
 * The public pages stay free of TanStack Query (bundle size), so this is a small cached fetch:
 * one request per page load, retried on the next mount if it failed.
 */
let pending: Promise<SiteInfo> | undefined;
let loaded: SiteInfo | undefined;

export function fetchSiteInfo(): Promise<SiteInfo> {
  pending ??= call(siteInfoEndpoint).then(
    (info) => {
      loaded = info;
      return info;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export function useSiteInfo(): { info: SiteInfo | undefined; failed: boolean } {
  const [state, setState] = useState<{ info: SiteInfo | undefined; failed: boolean }>(() => ({
    info: loaded,
    failed: false,
  }));
  useEffect(() => {
    if (state.info) return;
    let active = true;
    fetchSiteInfo().then(
      (info) => active && setState({ info, failed: false }),
      () => active && setState({ info: undefined, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [state.info]);
  return state;
}
