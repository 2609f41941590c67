-- Ends the statement that places an order when a counted line could not be held
-- (server/orders/order-store.ts): the whole statement is undone, holds and order alike.
CREATE FUNCTION "stock_refused"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'stock refused' USING ERRCODE = 'P0001';
END
$$;
