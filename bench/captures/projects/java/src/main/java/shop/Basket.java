package shop;

import java.util.ArrayList;
import java.util.List;

/** A basket of prices the captured JUnit runs test. */
public class Basket {
    private final List<Integer> prices = new ArrayList<>();

    public void add(int price) {
        if (price < 0) throw new IllegalArgumentException("negative price " + price);
        prices.add(price);
    }

    public int total() {
        int t = 0;
        for (int p : prices) t += p;
        return t;
    }
}
