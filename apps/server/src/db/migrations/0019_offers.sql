CREATE TABLE "best_sellings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"country_code" varchar(2),
	"region" varchar(16),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "best_sellings_one_market" CHECK ("best_sellings"."country_code" is null or "best_sellings"."region" is null)
);
--> statement-breakpoint
CREATE TABLE "gift_background_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "more_directories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"description" varchar(512),
	"link_url" varchar(512) NOT NULL,
	"image_url" varchar(512),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"group_code" varchar(32) NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"description" varchar(512),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"offer_code" varchar(32) NOT NULL,
	"partner_name" varchar(120) NOT NULL,
	"title" varchar(256) NOT NULL,
	"description" varchar(1000),
	"image_url" varchar(512),
	"link_url" varchar(512),
	"offer_group_id" uuid NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"country_codes" varchar(2)[] DEFAULT '{}' NOT NULL,
	"customer_group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_offers_validity" CHECK ("partner_offers"."valid_from" is null or "partner_offers"."valid_to" is null or "partner_offers"."valid_to" > "partner_offers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"recommended_product_id" uuid NOT NULL,
	"recommended_product_name" varchar(256) NOT NULL,
	"reason" varchar(256),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_not_self" CHECK ("recommendations"."product_id" <> "recommendations"."recommended_product_id")
);
--> statement-breakpoint
ALTER TABLE "best_sellings" ADD CONSTRAINT "best_sellings_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_sellings" ADD CONSTRAINT "best_sellings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_sellings" ADD CONSTRAINT "best_sellings_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_background_images" ADD CONSTRAINT "gift_background_images_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "more_directories" ADD CONSTRAINT "more_directories_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_groups" ADD CONSTRAINT "offer_groups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_offer_group_id_offer_groups_id_fk" FOREIGN KEY ("offer_group_id") REFERENCES "public"."offer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "best_sellings_product_market_uq" ON "best_sellings" USING btree ("product_id","entity_code",coalesce("country_code", ''),coalesce("region", ''));--> statement-breakpoint
CREATE INDEX "best_sellings_entity_sort_idx" ON "best_sellings" USING btree ("entity_code","sort_order");--> statement-breakpoint
CREATE INDEX "best_sellings_entity_product_name_idx" ON "best_sellings" USING btree ("entity_code","product_name");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_background_images_name_entity_uq" ON "gift_background_images" USING btree ("name","entity_code");--> statement-breakpoint
CREATE INDEX "gift_background_images_entity_sort_idx" ON "gift_background_images" USING btree ("entity_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "more_directories_title_entity_uq" ON "more_directories" USING btree ("title","entity_code");--> statement-breakpoint
CREATE INDEX "more_directories_entity_sort_idx" ON "more_directories" USING btree ("entity_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_groups_code_entity_uq" ON "offer_groups" USING btree ("group_code","entity_code");--> statement-breakpoint
CREATE INDEX "offer_groups_entity_sort_idx" ON "offer_groups" USING btree ("entity_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offers_code_entity_uq" ON "partner_offers" USING btree ("offer_code","entity_code");--> statement-breakpoint
CREATE INDEX "partner_offers_entity_group_idx" ON "partner_offers" USING btree ("entity_code","offer_group_id");--> statement-breakpoint
CREATE INDEX "partner_offers_group_idx" ON "partner_offers" USING btree ("offer_group_id");--> statement-breakpoint
CREATE INDEX "partner_offers_entity_title_idx" ON "partner_offers" USING btree ("entity_code","title");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_pair_uq" ON "recommendations" USING btree ("recommended_product_id","product_id","entity_code");--> statement-breakpoint
CREATE INDEX "recommendations_entity_product_idx" ON "recommendations" USING btree ("entity_code","product_id","sort_order");--> statement-breakpoint
CREATE INDEX "recommendations_entity_name_idx" ON "recommendations" USING btree ("entity_code","product_name");