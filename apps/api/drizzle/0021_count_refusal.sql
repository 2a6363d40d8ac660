CREATE TABLE "count_refusal" (
	"minute" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"refusals" integer NOT NULL,
	CONSTRAINT "count_refusal_minute_kind_pk" PRIMARY KEY("minute","kind")
);
