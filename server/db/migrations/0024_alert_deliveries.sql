-- Who a fanned-out alert has been handed to, one row per alert, channel and recipient: a page
-- claims before it sends, so a crash or another process sends nobody twice (decision 0032).
CREATE TABLE "alert_deliveries" (
	"alert" text NOT NULL,
	"channel" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_alert_channel_recipient_id_pk" PRIMARY KEY("alert","channel","recipient_id")
);
