package shop;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BasketTest {
    static final String BUG = System.getenv().getOrDefault("CAPTURE_BUG", "");

    @Test
    public void totalOfTwo() {
        Basket b = new Basket();
        b.add(2);
        b.add(3);
        assertEquals(BUG.equals("total") ? 6 : 5, b.total());
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsNegative() {
        new Basket().add(-1);
    }

    @Test
    public void emptyIsZero() {
        if (BUG.equals("npe")) {
            Basket b = null;
            b.total();
        }
        assertEquals(0, new Basket().total());
    }
}
