### /game hint: the normal computer's move for you now, with its reason (bot/referee/coach.py).
### Each game's reasons are in its own catalog (<game>-hint-*); hint-fallback is the one shared reason.

hint-suggest = ヒント：「{ $move }」。理由：{ $reason }
hint-fallback = ここでコンピューターが選ぶ手です。ほかの手はこれ以上の価値がありません。
hint-only = 打てる手はこれだけです。
hint-button = ヒント
hint-off = このテーブルではヒントがオフです。ホスト（{ $host }）が `/game hint hints:on` でオンにできます。
hint-not-your-turn = ヒントは手番のプレイヤーだけのものです。いまはあなたの手番ではありません。{ $waiting } の手番を待っています。
hint-over = このゲームは終わったので、ヒントはありません。
hint-host-only = ヒントのオン・オフを切り替えられるのはホスト（{ $host }）だけです。
hint-set-on = ヒントがオンになりました：`/game hint`（または手番パネルの「ヒント」）が、あなただけに手とその理由を示します。
hint-set-off = このテーブルのヒントはオフになりました。
hint-now-on = { $player } がヒントをオンにしました：`/game hint` があなただけに次の手を示します。
hint-now-off = { $player } がヒントをオフにしました。
