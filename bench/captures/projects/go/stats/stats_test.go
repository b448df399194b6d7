package stats

import (
	"fmt"
	"os"
	"testing"
)

var bug = os.Getenv("CAPTURE_BUG")

func TestMean(t *testing.T) {
	m, err := Mean([]float64{1, 2, 3})
	if err != nil || m != 2 {
		t.Fatalf("Mean = %v, %v; want 2", m, err)
	}
	if bug == "mean" {
		t.Errorf("Mean([]) error = %v; want nil", err)
	}
}

func TestClamp(t *testing.T) {
	for i := -20; i < 40; i++ {
		i := i
		t.Run(fmt.Sprintf("v=%d", i), func(t *testing.T) {
			got := Clamp(i, 0, 20)
			want := i
			if i < 0 {
				want = 0
			} else if i > 20 {
				want = 20
			}
			if bug == "clamp" && i%17 == 3 {
				want++
			}
			if got != want {
				t.Errorf("Clamp(%d, 0, 20) = %d; want %d", i, got, want)
			}
		})
	}
}
