import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest, apiUrl, getJson, parseApiError, readableMessage, serverMessage } from '@/lib/api-client';
import { mockApi } from './helpers/mock-api';

const queryContext = () =>
  ({ queryKey: ['any'], signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('apiRequest', () => {
  it('when a body is given, then it is sent as JSON with cookies', async () => {
    const calls = mockApi({ 'POST /api/keywords': { status: 201, json: { id: 1 } } });
    const res = await apiRequest('POST', '/api/keywords', { term: 'heat pumps' });
    expect(res.status).toBe(201);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { term: 'heat pumps' },
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('when there is no body, then no content type is sent', async () => {
    const calls = mockApi({ 'DELETE /api/keywords/3': { status: 204 } });
    await apiRequest('DELETE', '/api/keywords/3');
    expect(calls[0]?.headers).toEqual({});
    expect(calls[0]?.credentials).toBe('include');
  });

  it('when the response is not OK, then the error reads "{status}: {response text}"', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, json: { message: 'Invalid email or password' } } });
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it('when the error response has no body, then the status text is used', async () => {
    mockApi({ 'GET /api/stats': { status: 503 } });
    const fetchMock = globalThis.fetch as unknown as { mockResolvedValueOnce: (r: Response) => void };
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/stats')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getJson', () => {
  it('when run, then the URL is fetched with GET and cookies, whatever the cache key', async () => {
    const calls = mockApi({ 'GET /api/trends/12/explanation': { explanation: 'x', semanticSimilarity: 0.4 } });
    const data = await getJson('/api/trends/12/explanation', { on401: 'throw' })(queryContext());
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/trends/12/explanation', credentials: 'include' });
    expect(data).toEqual({ explanation: 'x', semanticSimilarity: 0.4 });
  });

  it('when params are given, then they become the query string, arrays comma-joined and empty values left out', () => {
    expect(
      apiUrl('/api/trends', { source: 'all', categories: ['Technology', 'Finance'], sentiment: '', search: null }),
    ).toBe('/api/trends?source=all&categories=Technology%2CFinance');
    expect(apiUrl('/api/trends', {})).toBe('/api/trends');
  });

  it('when on401 is returnNull and the API answers 401, then the result is null', async () => {
    mockApi({ 'GET /api/auth/user': { status: 401, json: { message: 'Unauthorized' } } });
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })(queryContext())).resolves.toBeNull();
  });

  it('when on401 is throw and the API answers 401, then it throws the standard error', async () => {
    mockApi({ 'GET /api/stats': { status: 401, json: { message: 'Unauthorized' } } });
    await expect(getJson('/api/stats', { on401: 'throw' })(queryContext())).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('when a schema is given and the body does not match, then the query fails', async () => {
    mockApi({ 'GET /api/onboarding/status': { done: true } });
    const fn = getJson('/api/onboarding/status', {
      on401: 'throw',
      schema: z.object({ hasCompletedOnboarding: z.boolean() }),
    });
    await expect(fn(queryContext())).rejects.toThrow();
  });
});

describe('parseApiError', () => {
  it('when the message is the first field’s name and rule, then the message is the rule alone', () => {
    const parsed = parseApiError(
      new Error('400: {"message":"url: Feed URL must be an http(s) address","details":[{"path":"url","message":"Feed URL must be an http(s) address"}]}'),
    );
    expect(parsed.message).toBe('Feed URL must be an http(s) address');
    expect(parsed.details).toEqual([{ path: 'url', message: 'Feed URL must be an http(s) address' }]);
  });


  it('when the body is the API JSON error, then its message and field details are extracted', () => {
    const parsed = parseApiError(
      new Error(
        '400: {"message":"Invalid body","details":[{"path":"email","message":"Please enter a valid email address"}]}',
      ),
    );
    expect(parsed).toEqual({
      status: 400,
      message: 'Invalid body',
      details: [{ path: 'email', message: 'Please enter a valid email address' }],
      fromApi: true,
    });
  });

  it('when the body is plain text, then the text is the message', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('when the error has no status prefix, then the raw message is kept', () => {
    expect(parseApiError(new Error('Failed to fetch'))).toEqual({ status: null, message: 'Failed to fetch' });
  });
});

describe('readable server messages', () => {
  it('when a rule is prefixed by a field the details name, or by a field path with no details, then the rule stands alone', () => {
    const weak = 'This password is too common or too easy to guess.';
    expect(
      readableMessage(`password: ${weak}`, [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: weak },
      ]),
    ).toBe(weak);
    expect(readableMessage('url: Feed URL must be an http(s) address')).toBe('Feed URL must be an http(s) address');
    expect(readableMessage('socialMediaLinks.linkedin: Please enter a valid LinkedIn URL')).toBe(
      'Please enter a valid LinkedIn URL',
    );
  });

  it('when the words before a colon are not a field, or name a field the details do not, then the message is kept', () => {
    expect(readableMessage('Error: the feed did not answer')).toBe('Error: the feed did not answer');
    expect(readableMessage('note that: this stays')).toBe('note that: this stays');
    expect(readableMessage('url: Feed URL taken', [{ path: 'name', message: 'Name is required' }])).toBe(
      'url: Feed URL taken',
    );
  });

  it('when a toast asks for the server message, then it gets the readable one, or its fallback when the API sent none', () => {
    const apiError = new Error('400: {"message":"url: Feed URL must be an http(s) address"}');
    expect(serverMessage(apiError, 'Failed to add the feed')).toBe('Feed URL must be an http(s) address');
    expect(serverMessage(new Error('502: <html>Bad Gateway</html>'), 'Failed to add the feed')).toBe(
      'Failed to add the feed',
    );
    expect(serverMessage(new Error('Failed to fetch'), 'Failed to add the feed')).toBe('Failed to add the feed');
    expect(serverMessage('not an error', 'Failed to add the feed')).toBe('Failed to add the feed');
  });
});
