import os
import unittest
from inventory import Stock, restock, reserve

BUG = os.environ.get("CAPTURE_BUG", "")


class StockTest(unittest.TestCase):
    def test_restock(self):
        self.assertEqual(restock(Stock("a"), 3).count, 3)

    def test_history(self):
        s = restock(Stock("a"), 2)
        reserve(s, 1)
        want = [("restock", 2), ("reserve", 1)] + ([("reserve", 1)] if BUG == "history" else [])
        self.assertEqual(s.history, want)

    def test_reserve_error(self):
        if BUG == "error":
            reserve(Stock("z", 0), 5)
        with self.assertRaises(KeyError):
            reserve(Stock("z", 0), 5)


def load_tests(loader, tests, pattern):
    # Many small cases so a verbose run is long enough to be normalized.
    for i in range(int(os.environ.get("CAPTURE_N", "40"))):
        def t(self, i=i):
            self.assertGreaterEqual(restock(Stock("g"), i).count, 0 if BUG != "gen" or i != 17 else 99)
        setattr(StockTest, f"test_generated_{i:03d}", t)
    return loader.loadTestsFromTestCase(StockTest)


if __name__ == "__main__":
    unittest.main()
