### すべてのゲームと bot で共通。

# 金額：{ $sign } は "-" か空、{ $amount } は符号なしの数。
common-money = { $sign }${ $amount }

# それ自体に読点を含みうる文の部分をつなぐもの（"clauses" 形式のリスト）。
common-list-clauses = 、

## すべてのゲームで共通の拒否（games/base.py）。

common-not-playing = あなたはこのゲームに参加していません。
common-game-over = ゲームは終了しています。
# { $waiting }：手番のプレイヤー（リスト）。
common-not-your-move = あなたの手番ではありません。{ $waiting } を待っています。
# { $start }：指定された席；{ $seats }：席の数。
common-start-seat = start={ $start }：席は 1 から { $seats } までです。
# { $game }：ゲーム名。
common-player-count = { $game }は { $low }～{ $high } 人用です（{ $count } 人では遊べません）。
common-one-seat-each = 1 人のプレイヤーが座れる席は 1 つだけです。

## 卓のオプション（games/option_words.py）。オプション名と値はプレイヤーが入力する語：そのまま残す。

# { $problems }：下の common-option-* の一つ以上；{ $options }：オプション名。
common-options-refused = そのオプションは{ $game }に合いません：{ $problems }。オプション：{ $options }。
common-options-none = なし
common-option-unknown = { $option } というオプションはありません
common-option-bad = { $option } に { $value } は使えません
# { $allowed }：common-allowed-* のいずれか。
common-option-not-allowed = { $option } に { $value } は使えません（{ $allowed }）
common-allowed-choice = { $values }
common-allowed-switch = on か off
common-allowed-range = { $low }～{ $high } の整数
common-allowed-number = 整数
# { $keys }：表のキー；{ $values }：それぞれの値。
common-allowed-table = { $keys } それぞれ { $values }
common-allowed-list = カンマ区切りのリスト

## ゲームのチャート（render/chart.py、render/history.py）：タイトルと手数。

common-chart-share-prices = 株価
common-chart-chain-sizes = チェーンの大きさ
common-chart-prices = 価格
common-chart-pagodas = 盤上のパゴダ
common-chart-moves = { $count } 手
common-chart-start = 開始

## 各オプションの説明（オプションと一緒に表示。名前と値はプレイヤーが入力する語）。

common-option-start = 最初に手番を持つ席（1 = 最初の席）。指定しなければシードで抽選
