ALTER TABLE "prescriptions" ADD COLUMN "deleted_by" bigint;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "deleted_by_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "deleted_by_role" text;--> statement-breakpoint
-- Rows deleted before this column: who deleted them is in the audit log.
UPDATE "prescriptions" p SET "deleted_by" = a."actor_user_id", "deleted_by_name" = coalesce(u."name" || ' ' || u."surname", 'Bilinmeyen kullanıcı'), "deleted_by_role" = NULL
FROM "prescriptions" p2
LEFT JOIN LATERAL (SELECT "actor_user_id" FROM "audit_log" WHERE "action" = 'prescription.delete' AND "entity" = 'prescription' AND "entity_id" = p2."id"::text ORDER BY "id" DESC LIMIT 1) a ON true
LEFT JOIN "users" u ON u."id" = a."actor_user_id"
WHERE p."id" = p2."id" AND p."deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_deleted_by_chk" CHECK (("prescriptions"."deleted_at" is null) = ("prescriptions"."deleted_by_name" is null));