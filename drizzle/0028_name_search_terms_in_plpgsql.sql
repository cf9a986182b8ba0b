-- The name terms index's function (0024) computes the same terms without running a query per call.
-- As a SQL function whose body has a FROM clause it was never inlined: every order inserted ran it
-- as a query of its own through the executor (an orders row took 54 µs to insert with it, 37 µs
-- with this body; under the bench's order load PostgreSQL spent about 10% less CPU per order).
-- Here the words are split as before (to_tsvector 'simple') and their pairs built in a loop of
-- plain expressions, which PL/pgSQL evaluates without the executor. The result is the same
-- tsvector for every name (app/db/name-search-terms-migration.test.ts compares both bodies), so
-- the index built with the old body stays right and is not rebuilt.
CREATE OR REPLACE FUNCTION name_search_terms(name text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words tsvector := to_tsvector('simple'::regconfig, name);
  lexemes text[] := tsvector_to_array(words);
  n integer := coalesce(array_length(lexemes, 1), 0);
  pairs text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    FOR j IN 1..n LOOP
      IF lexemes[i] COLLATE "C" < lexemes[j] COLLATE "C" THEN
        pairs := pairs || ('|' || lexemes[i] || '|' || lexemes[j]);
      END IF;
    END LOOP;
  END LOOP;
  RETURN words || array_to_tsvector(pairs);
END $$;
