//! A tiny ledger the captured cargo runs build and test.
pub fn balance(entries: &[i64]) -> i64 {
    entries.iter().sum()
}

pub fn parse_amount(s: &str) -> Result<i64, String> {
    s.trim().parse::<i64>().map_err(|e| format!("bad amount {s:?}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bug(name: &str) -> bool {
        std::env::var("CAPTURE_BUG").map(|b| b == name).unwrap_or(false)
    }

    #[test]
    fn sums() {
        assert_eq!(balance(&[1, 2, 3]), if bug("sum") { 7 } else { 6 });
    }

    #[test]
    fn parses() {
        assert_eq!(parse_amount(" 42 ").unwrap(), 42);
        if bug("parse") {
            parse_amount("x").unwrap();
        }
    }

    macro_rules! many {
        ($($name:ident: $n:expr,)*) => { $(#[test] fn $name() { assert!(balance(&[$n, 1]) > $n - if bug("many") && $n % 7 == 3 { -5 } else { 0 }); })* };
    }
    many! { m00: 0, m01: 1, m02: 2, m03: 3, m04: 4, m05: 5, m06: 6, m07: 7, m08: 8, m09: 9,
            m10: 10, m11: 11, m12: 12, m13: 13, m14: 14, m15: 15, m16: 16, m17: 17, m18: 18, m19: 19,
            m20: 20, m21: 21, m22: 22, m23: 23, m24: 24, m25: 25, m26: 26, m27: 27, m28: 28, m29: 29, }
}
