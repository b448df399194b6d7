<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/../src/Wallet.php';

final class WalletTest extends TestCase
{
    private function bug(string $name): bool
    {
        return getenv('CAPTURE_BUG') === $name;
    }

    public function testDeposit(): void
    {
        $w = new Wallet();
        $w->deposit(5);
        $this->assertSame($this->bug('deposit') ? 6 : 5, $w->balance());
    }

    public function testRejectsZero(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Wallet())->deposit(0);
    }

    public function testError(): void
    {
        if ($this->bug('error')) {
            (new Wallet())->deposit(-4);
        }
        $this->assertTrue(true);
    }

    /** @dataProvider amounts */
    public function testMany(int $n): void
    {
        $w = new Wallet();
        $w->deposit($n);
        $this->assertSame($this->bug('many') && $n % 9 === 4 ? $n + 1 : $n, $w->balance());
    }

    public static function amounts(): array
    {
        $out = [];
        for ($i = 1; $i <= (int) (getenv('CAPTURE_N') ?: 40); $i++) {
            $out["amount $i"] = [$i];
        }
        return $out;
    }
}
