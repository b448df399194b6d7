package shop;

import java.util.List;

public class Broken {
    public int size(List<String> xs) {
        String n = xs.size();
        return count;
    }

    public void call() {
        size("not a list");
    }
}
