-- Edit distance for search (decision 0008): a longer word typed with two slips is still found.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
