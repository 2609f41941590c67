-- Codes given from a signed-in session (the Account page's: new recovery codes, turning two-factor
-- sign-in on or off) are logged with the sign-ins, and their wrong ones count toward the account's
-- limit of wrong codes (server/operators/sign-ins.ts).
ALTER TABLE "operator_sign_ins" DROP CONSTRAINT "operator_sign_ins_outcome_check";--> statement-breakpoint
ALTER TABLE "operator_sign_ins" ADD CONSTRAINT "operator_sign_ins_outcome_check" CHECK ("operator_sign_ins"."outcome" in ('signed_in', 'signed_in_code', 'signed_in_recovery', 'setup_required', 'wrong_password', 'wrong_code', 'replayed_code', 'account_wrong_code', 'account_replayed_code', 'two_factor_on', 'recovery_codes_made', 'two_factor_off'));
