<?php
declare(strict_types=1);

final class Wallet
{
    private int $cents = 0;

    public function deposit(int $cents): void
    {
        if ($cents <= 0) {
            throw new InvalidArgumentException("deposit must be positive, got $cents");
        }
        $this->cents += $cents;
    }

    public function balance(): int
    {
        return $this->cents;
    }
}
