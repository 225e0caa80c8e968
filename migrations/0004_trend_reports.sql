ALTER TABLE "trends" ADD COLUMN "reports" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A trend's reports, from the links it had: outlet, headline and time from the stored article when there is one
-- (the screens fall back to the link's site when the outlet is unknown).
UPDATE "trends" t SET "reports" = COALESCE((
  SELECT jsonb_agg(jsonb_build_object(
    'url', u.url,
    'outlet', n.outlet,
    'title', COALESCE(n.title, ''),
    'publishedAt', to_char(COALESCE(n.published_at, t.last_seen_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY u.ord)
  FROM jsonb_array_elements_text(t."source_urls") WITH ORDINALITY AS u(url, ord)
  LEFT JOIN LATERAL (SELECT outlet, title, published_at FROM "news_items" WHERE "url" = u.url ORDER BY id LIMIT 1) n ON true
), '[]'::jsonb);
