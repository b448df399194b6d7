"""Pretty-prints a query with keywords in a case the formatter does not know."""
import sqlparse

QUERY = "select id, name from users where active = 1 order by name"


def pretty(sql):
    return sqlparse.format(sql, reindent=True, keyword_case="shout")


print(pretty(QUERY))
