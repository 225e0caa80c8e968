import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from './helpers/toasts';
import { getJson } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { navigation } from '@/lib/navigation';
import { mockApi, UNAUTHORIZED } from './helpers/mock-api';

const statsQuery = { queryKey: ['stats'], queryFn: getJson('/api/stats', { on401: 'throw' }) };

describe('query client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when created, then it uses the spec defaults', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('when a query fails with 401 Unauthorized, then a destructive toast shows and sign-in follows after 500 ms', async () => {
    mockApi({ 'GET /api/stats': UNAUTHORIZED });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const client = createQueryClient();

    await expect(client.fetchQuery(statsQuery)).rejects.toThrow('401: ');

    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      }),
    ]);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('when a mutation fails with 401 Unauthorized, then the same notice and redirect happen', async () => {
    mockApi({ 'POST /api/keywords': UNAUTHORIZED });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const client = createQueryClient();
    const { apiRequest } = await import('@/lib/api-client');
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest('POST', '/api/keywords', { term: 'x' }),
    });

    await expect(mutation.execute(undefined)).rejects.toThrow('401: ');

    expect(getToasts()[0]?.title).toBe('Unauthorized');
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('when several calls fail with 401 at once, then only one notice and one redirect happen', async () => {
    mockApi({ 'GET /api/stats': UNAUTHORIZED, 'GET /api/keywords': UNAUTHORIZED });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const client = createQueryClient();

    await Promise.allSettled([
      client.fetchQuery(statsQuery),
      client.fetchQuery({ queryKey: ['keywords'], queryFn: getJson('/api/keywords', { on401: 'throw' }) }),
    ]);
    vi.advanceTimersByTime(500);

    expect(getToasts()).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('when a 401 does not mention Unauthorized (wrong password), then nobody is redirected', async () => {
    mockApi({ 'GET /api/stats': { status: 401, json: { message: 'Invalid email or password' } } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const client = createQueryClient();

    await expect(client.fetchQuery(statsQuery)).rejects.toThrow();
    vi.advanceTimersByTime(1000);

    expect(getToasts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('when a query fails with another status, then no redirect happens', async () => {
    mockApi({ 'GET /api/stats': { status: 500, json: { message: 'Unauthorized' } } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const client = createQueryClient();

    await expect(client.fetchQuery(statsQuery)).rejects.toThrow('500: ');
    vi.advanceTimersByTime(1000);

    expect(assign).not.toHaveBeenCalled();
  });
});
