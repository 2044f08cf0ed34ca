*SENSE:Minimize
NAME          quickstart_cell_k3
ROWS
 N  OBJ
 E  linear_0
 E  linear_1
 E  linear_2
 E  linear_3
 E  linear_4
 E  linear_5
 E  linear_6
 E  linear_7
 E  linear_8
 E  linear_9
 E  linear_10
 E  linear_11
 E  linear_12
 E  linear_13
 E  linear_14
 E  linear_15
 E  linear_16
 E  linear_17
 E  linear_18
 E  linear_19
 E  linear_20
 E  linear_21
 E  linear_22
 E  linear_23
 L  linear_high_24
 L  linear_high_25
 L  linear_high_26
 L  linear_high_27
 L  linear_high_28
 L  linear_high_29
 L  linear_high_30
 L  linear_high_31
 L  linear_high_32
 L  linear_high_33
 L  linear_high_34
 L  linear_high_35
 L  linear_high_36
 L  linear_high_37
 L  linear_high_38
 L  linear_high_39
 L  linear_high_40
 L  linear_high_41
 L  linear_high_42
 L  linear_high_43
 L  linear_high_44
 L  linear_high_45
 L  linear_high_46
 L  linear_high_47
 L  linear_high_48
 L  linear_high_49
 L  linear_high_50
 L  linear_high_51
 L  linear_high_52
 L  linear_high_53
 L  linear_high_54
 L  linear_high_55
 L  linear_high_56
 L  linear_high_57
 L  linear_high_58
 L  linear_high_59
 L  linear_high_60
 L  linear_high_61
 L  linear_high_62
 L  linear_high_63
 L  linear_high_64
 L  linear_high_65
 L  linear_high_66
 L  linear_high_67
 L  linear_high_68
 L  linear_high_69
 L  linear_high_70
 L  linear_high_71
 L  linear_high_72
 L  linear_high_73
 L  linear_high_74
 L  linear_high_75
 L  linear_high_76
 L  linear_high_77
 L  linear_high_78
 L  linear_high_79
 L  linear_high_80
 L  linear_high_81
 L  linear_high_82
 L  linear_high_83
 L  linear_high_84
 L  linear_high_85
 L  linear_high_86
 L  linear_high_87
 L  linear_high_88
 L  linear_high_89
 L  linear_high_90
 L  linear_high_91
 L  linear_high_92
 L  linear_high_93
 L  linear_high_94
 L  linear_high_95
 L  linear_high_96
 L  linear_high_97
 L  linear_high_98
 L  linear_high_99
 L  linear_high_100
 L  linear_high_101
 L  linear_high_102
 L  linear_high_103
 L  linear_high_104
 L  linear_high_105
 L  linear_high_106
 L  linear_high_107
 L  linear_high_108
 L  linear_high_109
 L  linear_high_110
 L  linear_high_111
 L  linear_high_112
 L  linear_high_113
 L  linear_high_114
 L  linear_high_115
 L  linear_high_116
 L  linear_high_117
 L  linear_high_118
 L  linear_high_119
 L  linear_high_120
 L  linear_high_121
 L  linear_high_122
 L  linear_high_123
 L  linear_high_124
 L  linear_high_125
 L  linear_high_126
 L  linear_high_127
 L  linear_high_128
 L  linear_high_129
 L  linear_high_130
 L  linear_high_131
 L  linear_high_132
 L  linear_high_133
 L  linear_high_134
 L  linear_high_135
 L  linear_high_136
 L  linear_high_137
 L  linear_high_138
 L  linear_high_139
 L  linear_high_140
 L  linear_high_141
 L  linear_high_142
 L  linear_high_143
 L  linear_high_144
 L  linear_high_145
 L  linear_high_146
 L  linear_high_147
 L  linear_high_148
 L  linear_high_149
 L  linear_high_150
 L  linear_high_151
 L  linear_high_152
 L  linear_high_153
 L  linear_high_154
 L  linear_high_155
 L  linear_high_156
 L  linear_high_157
 L  linear_high_158
 L  linear_high_159
 L  linear_high_160
 L  linear_high_161
 L  linear_high_162
 L  linear_high_163
 L  linear_high_164
 L  linear_high_165
 L  linear_high_166
 L  linear_high_167
 L  linear_high_168
 L  linear_high_169
 L  linear_high_170
 L  linear_high_171
 L  linear_high_172
 L  linear_high_173
 L  linear_high_174
 L  linear_high_175
 L  linear_high_176
 L  linear_high_177
 L  linear_high_178
 L  linear_high_179
 L  linear_high_180
 L  linear_high_181
 L  linear_high_182
 L  linear_high_183
 L  linear_high_184
 L  linear_high_185
 L  linear_high_186
 L  linear_high_187
 L  linear_high_188
 L  linear_high_189
 L  linear_high_190
 L  linear_high_191
 L  linear_high_192
 L  linear_high_193
 L  linear_high_194
 L  linear_high_195
 L  linear_high_196
 L  linear_high_197
 L  linear_high_198
 L  linear_high_199
 L  linear_high_200
 L  linear_high_201
 L  linear_high_202
 L  linear_high_203
 L  linear_high_204
 L  linear_high_205
 L  linear_high_206
 L  linear_high_207
 L  linear_high_208
 L  linear_high_209
 L  linear_high_210
 L  linear_high_211
 L  linear_high_212
 L  linear_high_213
 L  linear_high_214
 L  linear_high_215
 L  linear_high_216
 L  linear_high_217
 L  linear_high_218
 L  linear_high_219
 L  linear_high_220
 L  linear_high_221
 L  linear_high_222
 L  linear_high_223
 L  linear_high_224
 L  linear_high_225
 L  linear_high_226
 L  linear_high_227
 L  linear_high_228
 L  linear_high_229
 L  linear_high_230
 L  linear_high_231
 L  linear_high_232
 L  linear_high_233
 L  linear_high_234
 L  linear_high_235
 L  linear_high_236
 L  linear_high_237
 L  linear_high_238
 L  linear_high_239
 L  linear_high_240
 L  linear_high_241
 L  linear_high_242
 L  linear_high_243
 L  linear_high_244
 L  linear_high_245
 L  linear_high_246
 L  linear_high_247
 L  linear_high_248
 L  linear_high_249
 L  linear_high_250
 L  linear_high_251
 L  linear_high_252
 L  linear_high_253
 L  linear_high_254
 L  linear_high_255
 L  linear_high_256
 L  linear_high_257
 L  linear_high_258
 L  linear_high_259
 L  linear_high_260
 L  linear_high_261
 L  linear_high_262
 L  linear_high_263
 L  linear_high_264
 L  linear_high_265
 L  linear_high_266
 L  linear_high_267
 L  linear_high_268
 L  linear_high_269
 L  linear_high_270
 L  linear_high_271
 L  linear_high_272
 L  linear_high_273
 L  linear_high_274
 L  linear_high_275
 L  linear_high_276
 L  linear_high_277
 L  linear_high_278
 L  linear_high_279
 L  linear_high_280
 L  linear_high_281
 L  linear_high_282
 L  linear_high_283
 L  linear_high_284
 L  linear_high_285
 L  linear_high_286
 L  linear_high_287
 L  linear_high_288
 L  linear_high_289
 L  linear_high_290
 L  linear_high_291
 L  linear_high_292
 L  linear_high_293
 L  linear_high_294
 L  linear_high_295
 L  linear_high_296
 L  linear_high_297
 L  linear_high_298
 L  linear_high_299
 L  linear_high_300
 L  linear_high_301
 L  linear_high_302
 L  linear_high_303
 L  linear_high_304
 L  linear_high_305
 L  linear_high_306
 L  linear_high_307
 L  linear_high_308
 L  linear_high_309
 L  linear_high_310
 L  linear_high_311
 L  linear_high_312
 L  linear_high_313
 L  linear_high_314
 L  linear_high_315
 L  linear_high_316
 L  linear_high_317
 L  linear_high_318
 L  linear_high_319
 L  linear_high_320
 L  linear_high_321
 L  linear_high_322
 L  linear_high_323
 L  linear_high_324
 L  linear_high_325
 L  linear_high_326
 L  linear_high_327
 L  linear_high_328
 L  linear_high_329
 L  linear_high_330
 L  linear_high_331
 L  linear_high_332
 L  linear_high_333
 L  linear_high_334
 L  linear_high_335
 L  linear_high_336
 L  linear_high_337
 L  linear_high_338
 L  linear_high_339
 L  linear_high_340
 L  linear_high_341
 L  linear_high_342
 L  linear_high_343
 L  linear_high_344
 L  linear_high_345
 L  linear_high_346
 L  linear_high_347
 L  linear_high_348
 L  linear_high_349
 L  linear_high_350
 L  linear_high_351
 L  linear_high_352
 L  linear_high_353
 L  linear_high_354
 L  linear_high_355
 L  linear_high_356
 L  linear_high_357
 L  linear_high_358
 L  linear_high_359
 L  linear_high_360
 L  linear_high_361
 L  linear_high_362
 L  linear_high_363
 L  linear_high_364
 L  linear_high_365
 L  linear_high_366
 L  linear_high_367
 L  linear_high_368
 L  linear_high_369
 L  linear_high_370
 L  linear_high_371
 L  linear_high_372
 L  linear_high_373
 L  linear_high_374
 L  linear_high_375
 L  linear_high_376
 L  linear_high_377
 L  linear_high_378
 L  linear_high_379
 L  linear_high_380
 L  linear_high_381
 L  linear_high_382
 L  linear_high_383
 L  linear_high_384
 L  linear_high_385
 L  linear_high_386
 L  linear_high_387
 L  linear_high_388
 L  linear_high_389
 L  linear_high_390
 L  linear_high_391
 L  linear_high_392
 L  linear_high_393
 L  linear_high_394
 L  linear_high_395
 L  linear_high_396
 L  linear_high_397
 L  linear_high_398
 L  linear_high_399
 L  linear_high_400
 L  linear_high_401
 L  linear_high_402
 L  linear_high_403
 L  linear_high_404
 L  linear_high_405
 L  linear_high_406
 L  linear_high_407
 L  linear_high_408
 L  linear_high_409
 L  linear_high_410
 L  linear_high_411
 L  linear_high_412
 L  linear_high_413
 L  linear_high_414
 L  linear_high_415
 L  linear_high_416
 L  linear_high_417
 L  linear_high_418
 L  linear_high_419
 L  linear_high_420
 L  linear_high_421
 L  linear_high_422
 L  linear_high_423
 L  linear_high_424
 L  linear_high_425
 L  linear_high_426
 L  linear_high_427
 L  linear_high_428
 L  linear_high_429
 L  linear_high_430
 L  linear_high_431
 L  linear_high_432
 L  linear_high_433
 L  linear_high_434
 L  linear_high_435
 L  linear_high_436
 L  linear_high_437
 L  linear_high_438
 L  linear_high_439
 L  linear_high_440
 L  linear_high_441
 L  linear_high_442
 L  linear_high_443
 L  linear_high_444
 L  linear_high_445
 L  linear_high_446
 L  linear_high_447
 L  linear_high_448
 L  linear_high_449
 L  linear_high_450
 L  linear_high_451
 L  linear_high_452
 L  linear_high_453
 L  linear_high_454
 L  linear_high_455
 L  linear_high_456
 L  linear_high_457
 L  linear_high_458
 L  linear_high_459
 L  linear_high_460
 L  linear_high_461
 L  linear_high_462
 L  linear_high_463
 L  linear_high_464
 L  linear_high_465
 L  linear_high_466
 L  linear_high_467
 L  linear_high_468
 L  linear_high_469
 L  linear_high_470
 L  linear_high_471
 L  linear_high_472
 L  linear_high_473
 L  linear_high_474
 L  linear_high_475
 L  linear_high_476
 L  linear_high_477
 L  linear_high_478
 L  linear_high_479
 L  linear_high_480
 L  linear_high_481
 L  linear_high_482
 L  linear_high_483
 L  linear_high_484
 L  linear_high_485
 L  linear_high_486
 L  linear_high_487
 L  linear_high_488
 L  linear_high_489
 L  linear_high_490
 L  linear_high_491
 L  linear_high_492
 L  linear_high_493
 L  linear_high_494
 L  linear_high_495
 L  linear_high_496
 L  linear_high_497
 L  linear_high_498
 L  linear_high_499
 L  linear_high_500
 L  linear_high_501
 L  linear_high_502
 L  linear_high_503
 L  linear_high_504
 L  linear_high_505
 L  linear_high_506
 L  linear_high_507
 L  linear_high_508
 L  linear_high_509
 L  linear_high_510
 L  linear_high_511
 L  linear_high_512
 L  linear_high_513
 L  linear_high_514
 L  linear_high_515
 L  linear_high_516
 L  linear_high_517
 L  linear_high_518
 L  linear_high_519
 L  linear_high_520
 L  linear_high_521
 L  linear_high_522
 L  linear_high_523
 L  linear_high_524
 L  linear_high_525
 L  linear_high_526
 L  linear_high_527
 L  linear_high_528
 L  linear_high_529
 L  linear_high_530
 L  linear_high_531
 L  linear_high_532
 L  linear_high_533
 L  linear_high_534
 L  linear_high_535
 L  linear_high_536
 L  linear_high_537
 L  linear_high_538
 L  linear_high_539
 L  linear_high_540
 L  linear_high_541
 L  linear_high_542
 L  linear_high_543
 L  linear_high_544
 L  linear_high_545
 L  linear_high_546
 L  linear_high_547
 L  linear_high_548
 L  linear_high_549
 L  linear_high_550
 L  linear_high_551
 L  linear_high_552
 L  linear_high_553
 L  linear_high_554
 L  linear_high_555
 L  linear_high_556
 L  linear_high_557
 L  linear_high_558
 L  linear_high_559
 L  linear_high_560
 L  linear_high_561
 L  linear_high_562
 L  linear_high_563
 L  linear_high_564
 L  linear_high_565
 L  linear_high_566
 L  linear_high_567
 L  linear_high_568
 L  linear_high_569
 L  linear_high_570
 L  linear_high_571
 L  linear_high_572
 L  linear_high_573
 L  linear_high_574
 L  linear_high_575
 L  linear_high_576
 L  linear_high_577
 L  linear_high_578
 L  linear_high_579
 L  linear_high_580
 L  linear_high_581
 L  linear_high_582
 L  linear_high_583
 L  linear_high_584
 L  linear_high_585
 L  linear_high_586
 L  linear_high_587
 L  linear_high_588
 L  linear_high_589
 L  linear_high_590
 L  linear_high_591
 L  linear_high_592
 L  linear_high_593
 L  linear_high_594
 L  linear_high_595
 L  linear_high_596
 L  linear_high_597
 L  linear_high_598
 L  linear_high_599
 L  linear_high_600
 L  linear_high_601
 L  linear_high_602
 L  linear_high_603
 L  linear_high_604
 L  linear_high_605
 L  linear_high_606
 L  linear_high_607
 L  linear_high_608
 L  linear_high_609
 L  linear_high_610
 L  linear_high_611
 L  linear_high_612
 L  linear_high_613
 L  linear_high_614
 L  linear_high_615
 L  linear_high_616
 L  linear_high_617
 L  linear_high_618
 L  linear_high_619
 L  linear_high_620
 L  linear_high_621
 L  linear_high_622
 L  linear_high_623
 L  linear_high_624
 L  linear_high_625
 L  linear_high_626
 L  linear_high_627
 L  linear_high_628
 L  linear_high_629
 L  linear_high_630
 L  linear_high_631
 L  linear_high_632
 L  linear_high_633
 L  linear_high_634
 L  linear_high_635
 L  linear_high_636
 L  linear_high_637
 L  linear_high_638
 L  linear_high_639
 L  linear_high_640
 L  linear_high_641
 L  linear_high_642
 L  linear_high_643
 L  linear_high_644
 L  linear_high_645
 L  linear_high_646
 L  linear_high_647
 L  linear_high_648
 L  linear_high_649
 L  linear_high_650
 L  linear_high_651
 L  linear_high_652
 L  linear_high_653
 L  linear_high_654
 L  linear_high_655
 L  linear_high_656
 L  linear_high_657
 L  linear_high_658
 L  linear_high_659
 L  linear_high_660
 L  linear_high_661
 L  linear_high_662
 L  linear_high_663
 L  linear_high_664
 L  linear_high_665
 L  linear_high_666
 L  linear_high_667
 L  linear_high_668
 L  linear_high_669
 L  linear_high_670
 L  linear_high_671
 L  linear_high_672
 L  linear_high_673
 L  linear_high_674
 L  linear_high_675
 L  linear_high_676
 L  linear_high_677
 L  linear_high_678
 L  linear_high_679
 L  linear_high_680
 L  linear_high_681
 L  linear_high_682
 L  linear_high_683
 L  linear_high_684
 L  linear_high_685
 L  linear_high_686
 L  linear_high_687
 L  linear_high_688
 L  linear_high_689
 L  linear_high_690
 L  linear_high_691
 L  linear_high_692
 L  linear_high_693
 L  linear_high_694
 L  linear_high_695
 L  linear_high_696
 L  linear_high_697
 L  linear_high_698
 L  linear_high_699
 L  linear_high_700
 L  linear_high_701
 L  linear_high_702
 L  linear_high_703
 L  linear_high_704
 L  linear_high_705
 L  linear_high_706
 L  linear_high_707
 L  linear_high_708
 L  linear_high_709
 L  linear_high_710
 L  linear_high_711
 L  linear_high_712
 L  linear_high_713
 L  linear_high_714
 L  linear_high_715
 L  linear_high_716
 L  linear_high_717
 L  linear_high_718
 L  linear_high_719
 L  linear_high_720
 G  linear_low_721
 G  linear_low_722
 G  linear_low_723
 G  linear_low_724
 G  linear_low_725
 G  linear_low_726
 G  linear_low_727
 G  linear_low_728
 G  linear_low_729
 G  linear_low_730
 G  linear_low_731
 G  linear_low_732
 G  linear_low_733
 G  linear_low_734
 G  linear_low_735
 G  linear_low_736
 G  linear_low_737
 G  linear_low_738
 G  linear_low_739
 G  linear_low_740
 G  linear_low_741
 G  linear_low_742
 G  linear_low_743
 G  linear_low_744
 G  linear_low_745
 G  linear_low_746
 G  linear_low_747
 G  linear_low_748
 G  linear_low_749
 G  linear_low_750
 G  linear_low_751
 G  linear_low_752
 G  linear_low_753
 G  linear_low_754
 G  linear_low_755
 G  linear_low_756
 G  linear_low_757
 G  linear_low_758
 G  linear_low_759
 G  linear_low_760
 G  linear_low_761
 G  linear_low_762
 G  linear_low_763
 G  linear_low_764
 G  linear_low_765
 G  linear_low_766
 G  linear_low_767
 G  linear_low_768
 G  linear_low_769
 G  linear_low_770
 G  linear_low_771
 G  linear_low_772
 G  linear_low_773
 G  linear_low_774
 G  linear_low_775
 G  linear_low_776
 G  linear_low_777
 G  linear_low_778
 G  linear_low_779
 G  linear_low_780
 G  linear_low_781
 G  linear_low_782
 G  linear_low_783
 G  linear_low_784
 G  linear_low_785
 G  linear_low_786
 G  linear_low_787
 G  linear_low_788
 G  linear_low_789
 G  linear_low_790
 G  linear_low_791
 G  linear_low_792
 G  linear_low_793
 G  linear_low_794
 G  linear_low_795
 G  linear_low_796
 G  linear_low_797
 G  linear_low_798
 G  linear_low_799
 G  linear_low_800
 G  linear_low_801
 G  linear_low_802
 G  linear_low_803
 G  linear_low_804
 G  linear_low_805
 G  linear_low_806
 G  linear_low_807
 G  linear_low_808
 G  linear_low_809
 G  linear_low_810
 G  linear_low_811
 G  linear_low_812
 G  linear_low_813
 G  linear_low_814
 G  linear_low_815
 G  linear_low_816
 G  linear_low_817
 G  linear_low_818
 G  linear_low_819
 G  linear_low_820
 G  linear_low_821
 G  linear_low_822
 G  linear_low_823
 G  linear_low_824
 G  linear_low_825
 G  linear_low_826
 G  linear_low_827
 G  linear_low_828
 G  linear_low_829
 G  linear_low_830
 G  linear_low_831
 G  linear_low_832
 G  linear_low_833
 G  linear_low_834
 G  linear_low_835
 G  linear_low_836
 G  linear_low_837
 G  linear_low_838
 G  linear_low_839
 G  linear_low_840
 G  linear_low_841
 G  linear_low_842
 G  linear_low_843
 G  linear_low_844
 G  linear_low_845
 G  linear_low_846
 G  linear_low_847
 G  linear_low_848
 G  linear_low_849
 G  linear_low_850
 G  linear_low_851
 G  linear_low_852
 G  linear_low_853
 G  linear_low_854
 G  linear_low_855
 G  linear_low_856
 G  linear_low_857
 G  linear_low_858
 G  linear_low_859
 G  linear_low_860
 G  linear_low_861
 G  linear_low_862
 G  linear_low_863
 G  linear_low_864
 G  linear_low_865
 G  linear_low_866
 G  linear_low_867
 G  linear_low_868
 G  linear_low_869
 G  linear_low_870
 G  linear_low_871
 G  linear_low_872
 G  linear_low_873
 G  linear_low_874
 G  linear_low_875
 G  linear_low_876
 G  linear_low_877
 G  linear_low_878
 L  linear_high_879
COLUMNS
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_0_0__25  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_0_0__25  linear_high_49   1.000000000000e+00
    publish_tuple_0_as_0_0_0_0__25  linear_low_746   1.000000000000e+00
    publish_tuple_0_as_0_0_0_0__25  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_0_1__24  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_0_1__24  linear_high_48   1.000000000000e+00
    publish_tuple_0_as_0_0_0_1__24  linear_low_745   1.000000000000e+00
    publish_tuple_0_as_0_0_0_1__24  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_0_2__23  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_0_2__23  linear_high_47   1.000000000000e+00
    publish_tuple_0_as_0_0_0_2__23  linear_low_744   1.000000000000e+00
    publish_tuple_0_as_0_0_0_2__23  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_1_0__22  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_1_0__22  linear_high_46   1.000000000000e+00
    publish_tuple_0_as_0_0_1_0__22  linear_low_743   1.000000000000e+00
    publish_tuple_0_as_0_0_1_0__22  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_1_1__21  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_1_1__21  linear_high_45   1.000000000000e+00
    publish_tuple_0_as_0_0_1_1__21  linear_low_742   1.000000000000e+00
    publish_tuple_0_as_0_0_1_1__21  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_1_2__20  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_1_2__20  linear_high_44   1.000000000000e+00
    publish_tuple_0_as_0_0_1_2__20  linear_low_741   1.000000000000e+00
    publish_tuple_0_as_0_0_1_2__20  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_0_2_0__19  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_0_2_0__19  linear_high_43   1.000000000000e+00
    publish_tuple_0_as_0_0_2_0__19  linear_low_740   1.000000000000e+00
    publish_tuple_0_as_0_0_2_0__19  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_1_0_0__18  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_1_0_0__18  linear_high_42   1.000000000000e+00
    publish_tuple_0_as_0_1_0_0__18  linear_low_739   1.000000000000e+00
    publish_tuple_0_as_0_1_0_0__18  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_1_0_1__17  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_1_0_1__17  linear_high_41   1.000000000000e+00
    publish_tuple_0_as_0_1_0_1__17  linear_low_738   1.000000000000e+00
    publish_tuple_0_as_0_1_0_1__17  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_1_0_2__16  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_1_0_2__16  linear_high_40   1.000000000000e+00
    publish_tuple_0_as_0_1_0_2__16  linear_low_737   1.000000000000e+00
    publish_tuple_0_as_0_1_0_2__16  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_1_1_0__15  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_1_1_0__15  linear_high_39   1.000000000000e+00
    publish_tuple_0_as_0_1_1_0__15  linear_low_736   1.000000000000e+00
    publish_tuple_0_as_0_1_1_0__15  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_0_1_1_1__14  linear_0   1.000000000000e+00
    publish_tuple_0_as_0_1_1_1__14  linear_high_38   1.000000000000e+00
    publish_tuple_0_as_0_1_1_1__14  linear_low_735   1.000000000000e+00
    publish_tuple_0_as_0_1_1_1__14  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_0_0_0__13  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_0_0_0__13  linear_high_37   1.000000000000e+00
    publish_tuple_0_as_1_0_0_0__13  linear_low_734   1.000000000000e+00
    publish_tuple_0_as_1_0_0_0__13  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_0_0_1__12  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_0_0_1__12  linear_high_36   1.000000000000e+00
    publish_tuple_0_as_1_0_0_1__12  linear_low_733   1.000000000000e+00
    publish_tuple_0_as_1_0_0_1__12  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_0_0_2__11  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_0_0_2__11  linear_high_35   1.000000000000e+00
    publish_tuple_0_as_1_0_0_2__11  linear_low_732   1.000000000000e+00
    publish_tuple_0_as_1_0_0_2__11  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_0_1_0__10  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_0_1_0__10  linear_high_34   1.000000000000e+00
    publish_tuple_0_as_1_0_1_0__10  linear_low_731   1.000000000000e+00
    publish_tuple_0_as_1_0_1_0__10  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_0_1_1__9  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_0_1_1__9  linear_high_33   1.000000000000e+00
    publish_tuple_0_as_1_0_1_1__9  linear_low_730   1.000000000000e+00
    publish_tuple_0_as_1_0_1_1__9  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_1_0_0__8  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_1_0_0__8  linear_high_32   1.000000000000e+00
    publish_tuple_0_as_1_1_0_0__8  linear_low_729   1.000000000000e+00
    publish_tuple_0_as_1_1_0_0__8  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_1_0_1__7  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_1_0_1__7  linear_high_31   1.000000000000e+00
    publish_tuple_0_as_1_1_0_1__7  linear_low_728   1.000000000000e+00
    publish_tuple_0_as_1_1_0_1__7  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_1_1_1_0__6  linear_0   1.000000000000e+00
    publish_tuple_0_as_1_1_1_0__6  linear_high_30   1.000000000000e+00
    publish_tuple_0_as_1_1_1_0__6  linear_low_727   1.000000000000e+00
    publish_tuple_0_as_1_1_1_0__6  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_0_0_0__5  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_0_0_0__5  linear_high_29   1.000000000000e+00
    publish_tuple_0_as_3_0_0_0__5  linear_low_726   1.000000000000e+00
    publish_tuple_0_as_3_0_0_0__5  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_0_0_1__4  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_0_0_1__4  linear_high_28   1.000000000000e+00
    publish_tuple_0_as_3_0_0_1__4  linear_low_725   1.000000000000e+00
    publish_tuple_0_as_3_0_0_1__4  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_0_1_0__3  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_0_1_0__3  linear_high_27   1.000000000000e+00
    publish_tuple_0_as_3_0_1_0__3  linear_low_724   1.000000000000e+00
    publish_tuple_0_as_3_0_1_0__3  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_0_1_1__2  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_0_1_1__2  linear_high_26   1.000000000000e+00
    publish_tuple_0_as_3_0_1_1__2  linear_low_723   1.000000000000e+00
    publish_tuple_0_as_3_0_1_1__2  OBJ        5.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_1_0_0__1  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_1_0_0__1  linear_high_25   1.000000000000e+00
    publish_tuple_0_as_3_1_0_0__1  linear_low_722   1.000000000000e+00
    publish_tuple_0_as_3_1_0_0__1  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_0_as_3_1_1_0__0  linear_0   1.000000000000e+00
    publish_tuple_0_as_3_1_1_0__0  linear_high_24   1.000000000000e+00
    publish_tuple_0_as_3_1_1_0__0  linear_low_721   1.000000000000e+00
    publish_tuple_0_as_3_1_1_0__0  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_0_0__305  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_0_0__305  linear_high_329   1.000000000000e+00
    publish_tuple_10_as_0_0_0_0__305  linear_low_746   1.000000000000e+00
    publish_tuple_10_as_0_0_0_0__305  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_0_4__307  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_0_4__307  linear_high_331   1.000000000000e+00
    publish_tuple_10_as_0_0_0_4__307  linear_low_759   1.000000000000e+00
    publish_tuple_10_as_0_0_0_4__307  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_0_6__334  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_0_6__334  linear_high_358   1.000000000000e+00
    publish_tuple_10_as_0_0_0_6__334  linear_low_835   1.000000000000e+00
    publish_tuple_10_as_0_0_0_6__334  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_5_0__315  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_5_0__315  linear_high_339   1.000000000000e+00
    publish_tuple_10_as_0_0_5_0__315  linear_low_808   1.000000000000e+00
    publish_tuple_10_as_0_0_5_0__315  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_5_4__328  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_5_4__328  linear_high_352   1.000000000000e+00
    publish_tuple_10_as_0_0_5_4__328  linear_low_825   1.000000000000e+00
    publish_tuple_10_as_0_0_5_4__328  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_5_6__333  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_5_6__333  linear_high_357   1.000000000000e+00
    publish_tuple_10_as_0_0_5_6__333  linear_low_834   1.000000000000e+00
    publish_tuple_10_as_0_0_5_6__333  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_7_0__323  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_7_0__323  linear_high_347   1.000000000000e+00
    publish_tuple_10_as_0_0_7_0__323  linear_low_817   1.000000000000e+00
    publish_tuple_10_as_0_0_7_0__323  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_7_4__332  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_7_4__332  linear_high_356   1.000000000000e+00
    publish_tuple_10_as_0_0_7_4__332  linear_low_833   1.000000000000e+00
    publish_tuple_10_as_0_0_7_4__332  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_0_7_6__331  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_0_7_6__331  linear_high_355   1.000000000000e+00
    publish_tuple_10_as_0_0_7_6__331  linear_low_832   1.000000000000e+00
    publish_tuple_10_as_0_0_7_6__331  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_2_0_0__309  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_2_0_0__309  linear_high_333   1.000000000000e+00
    publish_tuple_10_as_0_2_0_0__309  linear_low_775   1.000000000000e+00
    publish_tuple_10_as_0_2_0_0__309  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_2_0_4__311  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_2_0_4__311  linear_high_335   1.000000000000e+00
    publish_tuple_10_as_0_2_0_4__311  linear_low_784   1.000000000000e+00
    publish_tuple_10_as_0_2_0_4__311  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_2_5_0__322  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_2_5_0__322  linear_high_346   1.000000000000e+00
    publish_tuple_10_as_0_2_5_0__322  linear_low_816   1.000000000000e+00
    publish_tuple_10_as_0_2_5_0__322  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_2_5_4__327  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_2_5_4__327  linear_high_351   1.000000000000e+00
    publish_tuple_10_as_0_2_5_4__327  linear_low_823   1.000000000000e+00
    publish_tuple_10_as_0_2_5_4__327  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_0_2_7_0__321  linear_10   1.000000000000e+00
    publish_tuple_10_as_0_2_7_0__321  linear_high_345   1.000000000000e+00
    publish_tuple_10_as_0_2_7_0__321  linear_low_814   1.000000000000e+00
    publish_tuple_10_as_0_2_7_0__321  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_11_0_0_0__330  linear_10   1.000000000000e+00
    publish_tuple_10_as_11_0_0_0__330  linear_high_354   1.000000000000e+00
    publish_tuple_10_as_11_0_0_0__330  linear_low_827   1.000000000000e+00
    publish_tuple_10_as_11_0_0_0__330  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_11_0_5_0__329  linear_10   1.000000000000e+00
    publish_tuple_10_as_11_0_5_0__329  linear_high_353   1.000000000000e+00
    publish_tuple_10_as_11_0_5_0__329  linear_low_826   1.000000000000e+00
    publish_tuple_10_as_11_0_5_0__329  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_0_0_0__304  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_0_0_0__304  linear_high_328   1.000000000000e+00
    publish_tuple_10_as_1_0_0_0__304  linear_low_734   1.000000000000e+00
    publish_tuple_10_as_1_0_0_0__304  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_0_0_4__306  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_0_0_4__306  linear_high_330   1.000000000000e+00
    publish_tuple_10_as_1_0_0_4__306  linear_low_750   1.000000000000e+00
    publish_tuple_10_as_1_0_0_4__306  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_0_5_0__314  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_0_5_0__314  linear_high_338   1.000000000000e+00
    publish_tuple_10_as_1_0_5_0__314  linear_low_798   1.000000000000e+00
    publish_tuple_10_as_1_0_5_0__314  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_0_5_4__326  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_0_5_4__326  linear_high_350   1.000000000000e+00
    publish_tuple_10_as_1_0_5_4__326  linear_low_821   1.000000000000e+00
    publish_tuple_10_as_1_0_5_4__326  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_0_7_0__320  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_0_7_0__320  linear_high_344   1.000000000000e+00
    publish_tuple_10_as_1_0_7_0__320  linear_low_813   1.000000000000e+00
    publish_tuple_10_as_1_0_7_0__320  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_2_0_0__308  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_2_0_0__308  linear_high_332   1.000000000000e+00
    publish_tuple_10_as_1_2_0_0__308  linear_low_770   1.000000000000e+00
    publish_tuple_10_as_1_2_0_0__308  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_2_0_4__310  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_2_0_4__310  linear_high_334   1.000000000000e+00
    publish_tuple_10_as_1_2_0_4__310  linear_low_781   1.000000000000e+00
    publish_tuple_10_as_1_2_0_4__310  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_1_2_5_0__319  linear_10   1.000000000000e+00
    publish_tuple_10_as_1_2_5_0__319  linear_high_343   1.000000000000e+00
    publish_tuple_10_as_1_2_5_0__319  linear_low_812   1.000000000000e+00
    publish_tuple_10_as_1_2_5_0__319  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_0_0_0__313  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_0_0_0__313  linear_high_337   1.000000000000e+00
    publish_tuple_10_as_4_0_0_0__313  linear_low_794   1.000000000000e+00
    publish_tuple_10_as_4_0_0_0__313  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_0_0_4__325  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_0_0_4__325  linear_high_349   1.000000000000e+00
    publish_tuple_10_as_4_0_0_4__325  linear_low_820   1.000000000000e+00
    publish_tuple_10_as_4_0_0_4__325  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_0_5_0__312  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_0_5_0__312  linear_high_336   1.000000000000e+00
    publish_tuple_10_as_4_0_5_0__312  linear_low_792   1.000000000000e+00
    publish_tuple_10_as_4_0_5_0__312  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_0_5_4__324  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_0_5_4__324  linear_high_348   1.000000000000e+00
    publish_tuple_10_as_4_0_5_4__324  linear_low_819   1.000000000000e+00
    publish_tuple_10_as_4_0_5_4__324  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_0_7_0__318  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_0_7_0__318  linear_high_342   1.000000000000e+00
    publish_tuple_10_as_4_0_7_0__318  linear_low_811   1.000000000000e+00
    publish_tuple_10_as_4_0_7_0__318  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_2_0_0__317  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_2_0_0__317  linear_high_341   1.000000000000e+00
    publish_tuple_10_as_4_2_0_0__317  linear_low_810   1.000000000000e+00
    publish_tuple_10_as_4_2_0_0__317  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_10_as_4_2_5_0__316  linear_10   1.000000000000e+00
    publish_tuple_10_as_4_2_5_0__316  linear_high_340   1.000000000000e+00
    publish_tuple_10_as_4_2_5_0__316  linear_low_809   1.000000000000e+00
    publish_tuple_10_as_4_2_5_0__316  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_0_0__345  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_0_0__345  linear_high_369   1.000000000000e+00
    publish_tuple_11_as_0_0_0_0__345  linear_low_746   1.000000000000e+00
    publish_tuple_11_as_0_0_0_0__345  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_0_1__344  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_0_1__344  linear_high_368   1.000000000000e+00
    publish_tuple_11_as_0_0_0_1__344  linear_low_745   1.000000000000e+00
    publish_tuple_11_as_0_0_0_1__344  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_0_2__343  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_0_2__343  linear_high_367   1.000000000000e+00
    publish_tuple_11_as_0_0_0_2__343  linear_low_744   1.000000000000e+00
    publish_tuple_11_as_0_0_0_2__343  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_5_0__364  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_5_0__364  linear_high_388   1.000000000000e+00
    publish_tuple_11_as_0_0_5_0__364  linear_low_808   1.000000000000e+00
    publish_tuple_11_as_0_0_5_0__364  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_5_1__363  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_5_1__363  linear_high_387   1.000000000000e+00
    publish_tuple_11_as_0_0_5_1__363  linear_low_807   1.000000000000e+00
    publish_tuple_11_as_0_0_5_1__363  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_5_2__365  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_5_2__365  linear_high_389   1.000000000000e+00
    publish_tuple_11_as_0_0_5_2__365  linear_low_818   1.000000000000e+00
    publish_tuple_11_as_0_0_5_2__365  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_6_0__362  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_6_0__362  linear_high_386   1.000000000000e+00
    publish_tuple_11_as_0_0_6_0__362  linear_low_805   1.000000000000e+00
    publish_tuple_11_as_0_0_6_0__362  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_0_6_1__361  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_0_6_1__361  linear_high_385   1.000000000000e+00
    publish_tuple_11_as_0_0_6_1__361  linear_low_804   1.000000000000e+00
    publish_tuple_11_as_0_0_6_1__361  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_0_0__342  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_0_0__342  linear_high_366   1.000000000000e+00
    publish_tuple_11_as_0_1_0_0__342  linear_low_739   1.000000000000e+00
    publish_tuple_11_as_0_1_0_0__342  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_0_1__341  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_0_1__341  linear_high_365   1.000000000000e+00
    publish_tuple_11_as_0_1_0_1__341  linear_low_738   1.000000000000e+00
    publish_tuple_11_as_0_1_0_1__341  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_0_2__340  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_0_2__340  linear_high_364   1.000000000000e+00
    publish_tuple_11_as_0_1_0_2__340  linear_low_737   1.000000000000e+00
    publish_tuple_11_as_0_1_0_2__340  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_5_0__360  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_5_0__360  linear_high_384   1.000000000000e+00
    publish_tuple_11_as_0_1_5_0__360  linear_low_802   1.000000000000e+00
    publish_tuple_11_as_0_1_5_0__360  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_5_1__359  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_5_1__359  linear_high_383   1.000000000000e+00
    publish_tuple_11_as_0_1_5_1__359  linear_low_801   1.000000000000e+00
    publish_tuple_11_as_0_1_5_1__359  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_6_0__358  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_6_0__358  linear_high_382   1.000000000000e+00
    publish_tuple_11_as_0_1_6_0__358  linear_low_800   1.000000000000e+00
    publish_tuple_11_as_0_1_6_0__358  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_0_1_6_1__357  linear_11   1.000000000000e+00
    publish_tuple_11_as_0_1_6_1__357  linear_high_381   1.000000000000e+00
    publish_tuple_11_as_0_1_6_1__357  linear_low_799   1.000000000000e+00
    publish_tuple_11_as_0_1_6_1__357  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_11_0_0_0__367  linear_11   1.000000000000e+00
    publish_tuple_11_as_11_0_0_0__367  linear_high_391   1.000000000000e+00
    publish_tuple_11_as_11_0_0_0__367  linear_low_827   1.000000000000e+00
    publish_tuple_11_as_11_0_0_0__367  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_11_0_5_0__366  linear_11   1.000000000000e+00
    publish_tuple_11_as_11_0_5_0__366  linear_high_390   1.000000000000e+00
    publish_tuple_11_as_11_0_5_0__366  linear_low_826   1.000000000000e+00
    publish_tuple_11_as_11_0_5_0__366  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_0_0__339  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_0_0__339  linear_high_363   1.000000000000e+00
    publish_tuple_11_as_1_0_0_0__339  linear_low_734   1.000000000000e+00
    publish_tuple_11_as_1_0_0_0__339  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_0_1__338  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_0_1__338  linear_high_362   1.000000000000e+00
    publish_tuple_11_as_1_0_0_1__338  linear_low_733   1.000000000000e+00
    publish_tuple_11_as_1_0_0_1__338  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_0_2__337  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_0_2__337  linear_high_361   1.000000000000e+00
    publish_tuple_11_as_1_0_0_2__337  linear_low_732   1.000000000000e+00
    publish_tuple_11_as_1_0_0_2__337  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_5_0__356  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_5_0__356  linear_high_380   1.000000000000e+00
    publish_tuple_11_as_1_0_5_0__356  linear_low_798   1.000000000000e+00
    publish_tuple_11_as_1_0_5_0__356  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_5_1__355  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_5_1__355  linear_high_379   1.000000000000e+00
    publish_tuple_11_as_1_0_5_1__355  linear_low_797   1.000000000000e+00
    publish_tuple_11_as_1_0_5_1__355  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_0_6_0__354  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_0_6_0__354  linear_high_378   1.000000000000e+00
    publish_tuple_11_as_1_0_6_0__354  linear_low_796   1.000000000000e+00
    publish_tuple_11_as_1_0_6_0__354  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_1_0_0__336  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_1_0_0__336  linear_high_360   1.000000000000e+00
    publish_tuple_11_as_1_1_0_0__336  linear_low_729   1.000000000000e+00
    publish_tuple_11_as_1_1_0_0__336  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_1_0_1__335  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_1_0_1__335  linear_high_359   1.000000000000e+00
    publish_tuple_11_as_1_1_0_1__335  linear_low_728   1.000000000000e+00
    publish_tuple_11_as_1_1_0_1__335  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_1_1_5_0__353  linear_11   1.000000000000e+00
    publish_tuple_11_as_1_1_5_0__353  linear_high_377   1.000000000000e+00
    publish_tuple_11_as_1_1_5_0__353  linear_low_795   1.000000000000e+00
    publish_tuple_11_as_1_1_5_0__353  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_0_0_0__352  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_0_0_0__352  linear_high_376   1.000000000000e+00
    publish_tuple_11_as_4_0_0_0__352  linear_low_794   1.000000000000e+00
    publish_tuple_11_as_4_0_0_0__352  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_0_0_1__351  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_0_0_1__351  linear_high_375   1.000000000000e+00
    publish_tuple_11_as_4_0_0_1__351  linear_low_793   1.000000000000e+00
    publish_tuple_11_as_4_0_0_1__351  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_0_5_0__350  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_0_5_0__350  linear_high_374   1.000000000000e+00
    publish_tuple_11_as_4_0_5_0__350  linear_low_792   1.000000000000e+00
    publish_tuple_11_as_4_0_5_0__350  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_0_5_1__349  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_0_5_1__349  linear_high_373   1.000000000000e+00
    publish_tuple_11_as_4_0_5_1__349  linear_low_791   1.000000000000e+00
    publish_tuple_11_as_4_0_5_1__349  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_0_6_0__348  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_0_6_0__348  linear_high_372   1.000000000000e+00
    publish_tuple_11_as_4_0_6_0__348  linear_low_790   1.000000000000e+00
    publish_tuple_11_as_4_0_6_0__348  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_1_0_0__347  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_1_0_0__347  linear_high_371   1.000000000000e+00
    publish_tuple_11_as_4_1_0_0__347  linear_low_789   1.000000000000e+00
    publish_tuple_11_as_4_1_0_0__347  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_11_as_4_1_5_0__346  linear_11   1.000000000000e+00
    publish_tuple_11_as_4_1_5_0__346  linear_high_370   1.000000000000e+00
    publish_tuple_11_as_4_1_5_0__346  linear_low_788   1.000000000000e+00
    publish_tuple_11_as_4_1_5_0__346  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_0_0__372  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_0_0__372  linear_high_396   1.000000000000e+00
    publish_tuple_12_as_0_0_0_0__372  linear_low_746   1.000000000000e+00
    publish_tuple_12_as_0_0_0_0__372  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_0_4__379  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_0_4__379  linear_high_403   1.000000000000e+00
    publish_tuple_12_as_0_0_0_4__379  linear_low_759   1.000000000000e+00
    publish_tuple_12_as_0_0_0_4__379  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_0_5__378  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_0_5__378  linear_high_402   1.000000000000e+00
    publish_tuple_12_as_0_0_0_5__378  linear_low_758   1.000000000000e+00
    publish_tuple_12_as_0_0_0_5__378  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_1_0__371  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_1_0__371  linear_high_395   1.000000000000e+00
    publish_tuple_12_as_0_0_1_0__371  linear_low_743   1.000000000000e+00
    publish_tuple_12_as_0_0_1_0__371  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_1_4__377  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_1_4__377  linear_high_401   1.000000000000e+00
    publish_tuple_12_as_0_0_1_4__377  linear_low_757   1.000000000000e+00
    publish_tuple_12_as_0_0_1_4__377  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_1_5__376  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_1_5__376  linear_high_400   1.000000000000e+00
    publish_tuple_12_as_0_0_1_5__376  linear_low_756   1.000000000000e+00
    publish_tuple_12_as_0_0_1_5__376  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_2_0__370  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_2_0__370  linear_high_394   1.000000000000e+00
    publish_tuple_12_as_0_0_2_0__370  linear_low_740   1.000000000000e+00
    publish_tuple_12_as_0_0_2_0__370  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_0_2_4__396  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_0_2_4__396  linear_high_420   1.000000000000e+00
    publish_tuple_12_as_0_0_2_4__396  linear_low_852   1.000000000000e+00
    publish_tuple_12_as_0_0_2_4__396  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_1_0_0__369  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_1_0_0__369  linear_high_393   1.000000000000e+00
    publish_tuple_12_as_0_1_0_0__369  linear_low_739   1.000000000000e+00
    publish_tuple_12_as_0_1_0_0__369  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_1_0_4__375  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_1_0_4__375  linear_high_399   1.000000000000e+00
    publish_tuple_12_as_0_1_0_4__375  linear_low_754   1.000000000000e+00
    publish_tuple_12_as_0_1_0_4__375  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_1_0_5__374  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_1_0_5__374  linear_high_398   1.000000000000e+00
    publish_tuple_12_as_0_1_0_5__374  linear_low_753   1.000000000000e+00
    publish_tuple_12_as_0_1_0_5__374  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_1_1_0__368  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_1_1_0__368  linear_high_392   1.000000000000e+00
    publish_tuple_12_as_0_1_1_0__368  linear_low_736   1.000000000000e+00
    publish_tuple_12_as_0_1_1_0__368  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_0_1_1_4__373  linear_12   1.000000000000e+00
    publish_tuple_12_as_0_1_1_4__373  linear_high_397   1.000000000000e+00
    publish_tuple_12_as_0_1_1_4__373  linear_low_752   1.000000000000e+00
    publish_tuple_12_as_0_1_1_4__373  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_0_0__395  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_0_0__395  linear_high_419   1.000000000000e+00
    publish_tuple_12_as_2_0_0_0__395  linear_low_851   1.000000000000e+00
    publish_tuple_12_as_2_0_0_0__395  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_0_4__394  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_0_4__394  linear_high_418   1.000000000000e+00
    publish_tuple_12_as_2_0_0_4__394  linear_low_850   1.000000000000e+00
    publish_tuple_12_as_2_0_0_4__394  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_0_5__393  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_0_5__393  linear_high_417   1.000000000000e+00
    publish_tuple_12_as_2_0_0_5__393  linear_low_849   1.000000000000e+00
    publish_tuple_12_as_2_0_0_5__393  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_1_0__392  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_1_0__392  linear_high_416   1.000000000000e+00
    publish_tuple_12_as_2_0_1_0__392  linear_low_848   1.000000000000e+00
    publish_tuple_12_as_2_0_1_0__392  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_1_4__391  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_1_4__391  linear_high_415   1.000000000000e+00
    publish_tuple_12_as_2_0_1_4__391  linear_low_847   1.000000000000e+00
    publish_tuple_12_as_2_0_1_4__391  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_2_0__390  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_2_0__390  linear_high_414   1.000000000000e+00
    publish_tuple_12_as_2_0_2_0__390  linear_low_846   1.000000000000e+00
    publish_tuple_12_as_2_0_2_0__390  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_0_2_4__389  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_0_2_4__389  linear_high_413   1.000000000000e+00
    publish_tuple_12_as_2_0_2_4__389  linear_low_845   1.000000000000e+00
    publish_tuple_12_as_2_0_2_4__389  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_1_0_0__388  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_1_0_0__388  linear_high_412   1.000000000000e+00
    publish_tuple_12_as_2_1_0_0__388  linear_low_844   1.000000000000e+00
    publish_tuple_12_as_2_1_0_0__388  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_1_0_4__387  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_1_0_4__387  linear_high_411   1.000000000000e+00
    publish_tuple_12_as_2_1_0_4__387  linear_low_843   1.000000000000e+00
    publish_tuple_12_as_2_1_0_4__387  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_2_1_1_0__386  linear_12   1.000000000000e+00
    publish_tuple_12_as_2_1_1_0__386  linear_high_410   1.000000000000e+00
    publish_tuple_12_as_2_1_1_0__386  linear_low_842   1.000000000000e+00
    publish_tuple_12_as_2_1_1_0__386  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_0_0_0__385  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_0_0_0__385  linear_high_409   1.000000000000e+00
    publish_tuple_12_as_5_0_0_0__385  linear_low_841   1.000000000000e+00
    publish_tuple_12_as_5_0_0_0__385  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_0_0_4__384  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_0_0_4__384  linear_high_408   1.000000000000e+00
    publish_tuple_12_as_5_0_0_4__384  linear_low_840   1.000000000000e+00
    publish_tuple_12_as_5_0_0_4__384  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_0_1_0__383  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_0_1_0__383  linear_high_407   1.000000000000e+00
    publish_tuple_12_as_5_0_1_0__383  linear_low_839   1.000000000000e+00
    publish_tuple_12_as_5_0_1_0__383  OBJ        7.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_0_1_4__382  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_0_1_4__382  linear_high_406   1.000000000000e+00
    publish_tuple_12_as_5_0_1_4__382  linear_low_838   1.000000000000e+00
    publish_tuple_12_as_5_0_1_4__382  OBJ        5.540000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_1_0_0__381  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_1_0_0__381  linear_high_405   1.000000000000e+00
    publish_tuple_12_as_5_1_0_0__381  linear_low_837   1.000000000000e+00
    publish_tuple_12_as_5_1_0_0__381  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_12_as_5_1_1_0__380  linear_12   1.000000000000e+00
    publish_tuple_12_as_5_1_1_0__380  linear_high_404   1.000000000000e+00
    publish_tuple_12_as_5_1_1_0__380  linear_low_836   1.000000000000e+00
    publish_tuple_12_as_5_1_1_0__380  OBJ        4.620000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_0_0__400  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_0_0__400  linear_high_424   1.000000000000e+00
    publish_tuple_13_as_0_0_0_0__400  linear_low_746   1.000000000000e+00
    publish_tuple_13_as_0_0_0_0__400  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_0_4__404  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_0_4__404  linear_high_428   1.000000000000e+00
    publish_tuple_13_as_0_0_0_4__404  linear_low_759   1.000000000000e+00
    publish_tuple_13_as_0_0_0_4__404  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_0_6__407  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_0_6__407  linear_high_431   1.000000000000e+00
    publish_tuple_13_as_0_0_0_6__407  linear_low_835   1.000000000000e+00
    publish_tuple_13_as_0_0_0_6__407  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_1_0__399  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_1_0__399  linear_high_423   1.000000000000e+00
    publish_tuple_13_as_0_0_1_0__399  linear_low_743   1.000000000000e+00
    publish_tuple_13_as_0_0_1_0__399  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_1_4__403  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_1_4__403  linear_high_427   1.000000000000e+00
    publish_tuple_13_as_0_0_1_4__403  linear_low_757   1.000000000000e+00
    publish_tuple_13_as_0_0_1_4__403  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_0_3_0__405  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_0_3_0__405  linear_high_429   1.000000000000e+00
    publish_tuple_13_as_0_0_3_0__405  linear_low_785   1.000000000000e+00
    publish_tuple_13_as_0_0_3_0__405  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_1_0_0__398  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_1_0_0__398  linear_high_422   1.000000000000e+00
    publish_tuple_13_as_0_1_0_0__398  linear_low_739   1.000000000000e+00
    publish_tuple_13_as_0_1_0_0__398  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_1_0_4__402  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_1_0_4__402  linear_high_426   1.000000000000e+00
    publish_tuple_13_as_0_1_0_4__402  linear_low_754   1.000000000000e+00
    publish_tuple_13_as_0_1_0_4__402  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_1_0_6__406  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_1_0_6__406  linear_high_430   1.000000000000e+00
    publish_tuple_13_as_0_1_0_6__406  linear_low_831   1.000000000000e+00
    publish_tuple_13_as_0_1_0_6__406  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_1_1_0__397  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_1_1_0__397  linear_high_421   1.000000000000e+00
    publish_tuple_13_as_0_1_1_0__397  linear_low_736   1.000000000000e+00
    publish_tuple_13_as_0_1_1_0__397  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_0_1_1_4__401  linear_13   1.000000000000e+00
    publish_tuple_13_as_0_1_1_4__401  linear_high_425   1.000000000000e+00
    publish_tuple_13_as_0_1_1_4__401  linear_low_752   1.000000000000e+00
    publish_tuple_13_as_0_1_1_4__401  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_0_0_0__420  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_0_0_0__420  linear_high_444   1.000000000000e+00
    publish_tuple_13_as_2_0_0_0__420  linear_low_851   1.000000000000e+00
    publish_tuple_13_as_2_0_0_0__420  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_0_0_4__419  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_0_0_4__419  linear_high_443   1.000000000000e+00
    publish_tuple_13_as_2_0_0_4__419  linear_low_850   1.000000000000e+00
    publish_tuple_13_as_2_0_0_4__419  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_0_0_6__421  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_0_0_6__421  linear_high_445   1.000000000000e+00
    publish_tuple_13_as_2_0_0_6__421  linear_low_853   1.000000000000e+00
    publish_tuple_13_as_2_0_0_6__421  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_0_1_0__418  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_0_1_0__418  linear_high_442   1.000000000000e+00
    publish_tuple_13_as_2_0_1_0__418  linear_low_848   1.000000000000e+00
    publish_tuple_13_as_2_0_1_0__418  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_0_1_4__417  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_0_1_4__417  linear_high_441   1.000000000000e+00
    publish_tuple_13_as_2_0_1_4__417  linear_low_847   1.000000000000e+00
    publish_tuple_13_as_2_0_1_4__417  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_1_0_0__416  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_1_0_0__416  linear_high_440   1.000000000000e+00
    publish_tuple_13_as_2_1_0_0__416  linear_low_844   1.000000000000e+00
    publish_tuple_13_as_2_1_0_0__416  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_1_0_4__415  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_1_0_4__415  linear_high_439   1.000000000000e+00
    publish_tuple_13_as_2_1_0_4__415  linear_low_843   1.000000000000e+00
    publish_tuple_13_as_2_1_0_4__415  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_2_1_1_0__414  linear_13   1.000000000000e+00
    publish_tuple_13_as_2_1_1_0__414  linear_high_438   1.000000000000e+00
    publish_tuple_13_as_2_1_1_0__414  linear_low_842   1.000000000000e+00
    publish_tuple_13_as_2_1_1_0__414  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_0_0_0__413  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_0_0_0__413  linear_high_437   1.000000000000e+00
    publish_tuple_13_as_5_0_0_0__413  linear_low_841   1.000000000000e+00
    publish_tuple_13_as_5_0_0_0__413  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_0_0_4__412  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_0_0_4__412  linear_high_436   1.000000000000e+00
    publish_tuple_13_as_5_0_0_4__412  linear_low_840   1.000000000000e+00
    publish_tuple_13_as_5_0_0_4__412  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_0_1_0__411  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_0_1_0__411  linear_high_435   1.000000000000e+00
    publish_tuple_13_as_5_0_1_0__411  linear_low_839   1.000000000000e+00
    publish_tuple_13_as_5_0_1_0__411  OBJ        7.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_0_1_4__410  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_0_1_4__410  linear_high_434   1.000000000000e+00
    publish_tuple_13_as_5_0_1_4__410  linear_low_838   1.000000000000e+00
    publish_tuple_13_as_5_0_1_4__410  OBJ        5.540000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_1_0_0__409  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_1_0_0__409  linear_high_433   1.000000000000e+00
    publish_tuple_13_as_5_1_0_0__409  linear_low_837   1.000000000000e+00
    publish_tuple_13_as_5_1_0_0__409  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_13_as_5_1_1_0__408  linear_13   1.000000000000e+00
    publish_tuple_13_as_5_1_1_0__408  linear_high_432   1.000000000000e+00
    publish_tuple_13_as_5_1_1_0__408  linear_low_836   1.000000000000e+00
    publish_tuple_13_as_5_1_1_0__408  OBJ        4.620000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_0_0__425  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_0_0__425  linear_high_449   1.000000000000e+00
    publish_tuple_14_as_0_0_0_0__425  linear_low_746   1.000000000000e+00
    publish_tuple_14_as_0_0_0_0__425  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_0_1__424  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_0_1__424  linear_high_448   1.000000000000e+00
    publish_tuple_14_as_0_0_0_1__424  linear_low_745   1.000000000000e+00
    publish_tuple_14_as_0_0_0_1__424  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_0_3__432  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_0_3__432  linear_high_456   1.000000000000e+00
    publish_tuple_14_as_0_0_0_3__432  linear_low_780   1.000000000000e+00
    publish_tuple_14_as_0_0_0_3__432  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_1_0__423  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_1_0__423  linear_high_447   1.000000000000e+00
    publish_tuple_14_as_0_0_1_0__423  linear_low_743   1.000000000000e+00
    publish_tuple_14_as_0_0_1_0__423  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_1_1__422  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_1_1__422  linear_high_446   1.000000000000e+00
    publish_tuple_14_as_0_0_1_1__422  linear_low_742   1.000000000000e+00
    publish_tuple_14_as_0_0_1_1__422  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_1_3__431  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_1_3__431  linear_high_455   1.000000000000e+00
    publish_tuple_14_as_0_0_1_3__431  linear_low_779   1.000000000000e+00
    publish_tuple_14_as_0_0_1_3__431  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_0_3_0__433  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_0_3_0__433  linear_high_457   1.000000000000e+00
    publish_tuple_14_as_0_0_3_0__433  linear_low_785   1.000000000000e+00
    publish_tuple_14_as_0_0_3_0__433  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_2_0_0__429  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_2_0_0__429  linear_high_453   1.000000000000e+00
    publish_tuple_14_as_0_2_0_0__429  linear_low_775   1.000000000000e+00
    publish_tuple_14_as_0_2_0_0__429  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_2_0_1__428  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_2_0_1__428  linear_high_452   1.000000000000e+00
    publish_tuple_14_as_0_2_0_1__428  linear_low_774   1.000000000000e+00
    publish_tuple_14_as_0_2_0_1__428  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_2_0_3__430  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_2_0_3__430  linear_high_454   1.000000000000e+00
    publish_tuple_14_as_0_2_0_3__430  linear_low_777   1.000000000000e+00
    publish_tuple_14_as_0_2_0_3__430  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_2_1_0__427  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_2_1_0__427  linear_high_451   1.000000000000e+00
    publish_tuple_14_as_0_2_1_0__427  linear_low_773   1.000000000000e+00
    publish_tuple_14_as_0_2_1_0__427  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_0_2_1_1__426  linear_14   1.000000000000e+00
    publish_tuple_14_as_0_2_1_1__426  linear_high_450   1.000000000000e+00
    publish_tuple_14_as_0_2_1_1__426  linear_low_772   1.000000000000e+00
    publish_tuple_14_as_0_2_1_1__426  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_13_0_0_0__439  linear_14   1.000000000000e+00
    publish_tuple_14_as_13_0_0_0__439  linear_high_463   1.000000000000e+00
    publish_tuple_14_as_13_0_0_0__439  linear_low_855   1.000000000000e+00
    publish_tuple_14_as_13_0_0_0__439  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_13_0_1_0__438  linear_14   1.000000000000e+00
    publish_tuple_14_as_13_0_1_0__438  linear_high_462   1.000000000000e+00
    publish_tuple_14_as_13_0_1_0__438  linear_low_854   1.000000000000e+00
    publish_tuple_14_as_13_0_1_0__438  OBJ        7.140000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_0_0_0__437  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_0_0_0__437  linear_high_461   1.000000000000e+00
    publish_tuple_14_as_2_0_0_0__437  linear_low_851   1.000000000000e+00
    publish_tuple_14_as_2_0_0_0__437  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_0_0_1__445  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_0_0_1__445  linear_high_469   1.000000000000e+00
    publish_tuple_14_as_2_0_0_1__445  linear_low_861   1.000000000000e+00
    publish_tuple_14_as_2_0_0_1__445  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_0_0_3__444  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_0_0_3__444  linear_high_468   1.000000000000e+00
    publish_tuple_14_as_2_0_0_3__444  linear_low_860   1.000000000000e+00
    publish_tuple_14_as_2_0_0_3__444  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_0_1_0__436  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_0_1_0__436  linear_high_460   1.000000000000e+00
    publish_tuple_14_as_2_0_1_0__436  linear_low_848   1.000000000000e+00
    publish_tuple_14_as_2_0_1_0__436  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_2_0_0__443  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_2_0_0__443  linear_high_467   1.000000000000e+00
    publish_tuple_14_as_2_2_0_0__443  linear_low_859   1.000000000000e+00
    publish_tuple_14_as_2_2_0_0__443  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_2_0_1__442  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_2_0_1__442  linear_high_466   1.000000000000e+00
    publish_tuple_14_as_2_2_0_1__442  linear_low_858   1.000000000000e+00
    publish_tuple_14_as_2_2_0_1__442  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_2_0_3__441  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_2_0_3__441  linear_high_465   1.000000000000e+00
    publish_tuple_14_as_2_2_0_3__441  linear_low_857   1.000000000000e+00
    publish_tuple_14_as_2_2_0_3__441  OBJ        4.080000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_2_2_1_0__440  linear_14   1.000000000000e+00
    publish_tuple_14_as_2_2_1_0__440  linear_high_464   1.000000000000e+00
    publish_tuple_14_as_2_2_1_0__440  linear_low_856   1.000000000000e+00
    publish_tuple_14_as_2_2_1_0__440  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_5_0_0_0__435  linear_14   1.000000000000e+00
    publish_tuple_14_as_5_0_0_0__435  linear_high_459   1.000000000000e+00
    publish_tuple_14_as_5_0_0_0__435  linear_low_841   1.000000000000e+00
    publish_tuple_14_as_5_0_0_0__435  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_14_as_5_0_1_0__434  linear_14   1.000000000000e+00
    publish_tuple_14_as_5_0_1_0__434  linear_high_458   1.000000000000e+00
    publish_tuple_14_as_5_0_1_0__434  linear_low_839   1.000000000000e+00
    publish_tuple_14_as_5_0_1_0__434  OBJ        7.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_0_0__456  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_0_0__456  linear_high_480   1.000000000000e+00
    publish_tuple_15_as_0_0_0_0__456  linear_low_746   1.000000000000e+00
    publish_tuple_15_as_0_0_0_0__456  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_0_1__455  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_0_1__455  linear_high_479   1.000000000000e+00
    publish_tuple_15_as_0_0_0_1__455  linear_low_745   1.000000000000e+00
    publish_tuple_15_as_0_0_0_1__455  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_0_2__454  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_0_2__454  linear_high_478   1.000000000000e+00
    publish_tuple_15_as_0_0_0_2__454  linear_low_744   1.000000000000e+00
    publish_tuple_15_as_0_0_0_2__454  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_1_0__453  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_1_0__453  linear_high_477   1.000000000000e+00
    publish_tuple_15_as_0_0_1_0__453  linear_low_743   1.000000000000e+00
    publish_tuple_15_as_0_0_1_0__453  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_1_1__452  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_1_1__452  linear_high_476   1.000000000000e+00
    publish_tuple_15_as_0_0_1_1__452  linear_low_742   1.000000000000e+00
    publish_tuple_15_as_0_0_1_1__452  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_1_2__451  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_1_2__451  linear_high_475   1.000000000000e+00
    publish_tuple_15_as_0_0_1_2__451  linear_low_741   1.000000000000e+00
    publish_tuple_15_as_0_0_1_2__451  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_4_0__458  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_4_0__458  linear_high_482   1.000000000000e+00
    publish_tuple_15_as_0_0_4_0__458  linear_low_755   1.000000000000e+00
    publish_tuple_15_as_0_0_4_0__458  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_0_4_1__459  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_0_4_1__459  linear_high_483   1.000000000000e+00
    publish_tuple_15_as_0_0_4_1__459  linear_low_778   1.000000000000e+00
    publish_tuple_15_as_0_0_4_1__459  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_0_0__450  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_0_0__450  linear_high_474   1.000000000000e+00
    publish_tuple_15_as_0_1_0_0__450  linear_low_739   1.000000000000e+00
    publish_tuple_15_as_0_1_0_0__450  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_0_1__449  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_0_1__449  linear_high_473   1.000000000000e+00
    publish_tuple_15_as_0_1_0_1__449  linear_low_738   1.000000000000e+00
    publish_tuple_15_as_0_1_0_1__449  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_0_2__448  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_0_2__448  linear_high_472   1.000000000000e+00
    publish_tuple_15_as_0_1_0_2__448  linear_low_737   1.000000000000e+00
    publish_tuple_15_as_0_1_0_2__448  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_1_0__447  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_1_0__447  linear_high_471   1.000000000000e+00
    publish_tuple_15_as_0_1_1_0__447  linear_low_736   1.000000000000e+00
    publish_tuple_15_as_0_1_1_0__447  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_1_1__446  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_1_1__446  linear_high_470   1.000000000000e+00
    publish_tuple_15_as_0_1_1_1__446  linear_low_735   1.000000000000e+00
    publish_tuple_15_as_0_1_1_1__446  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_0_1_4_0__457  linear_15   1.000000000000e+00
    publish_tuple_15_as_0_1_4_0__457  linear_high_481   1.000000000000e+00
    publish_tuple_15_as_0_1_4_0__457  linear_low_751   1.000000000000e+00
    publish_tuple_15_as_0_1_4_0__457  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_13_0_0_0__469  linear_15   1.000000000000e+00
    publish_tuple_15_as_13_0_0_0__469  linear_high_493   1.000000000000e+00
    publish_tuple_15_as_13_0_0_0__469  linear_low_855   1.000000000000e+00
    publish_tuple_15_as_13_0_0_0__469  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_13_0_1_0__468  linear_15   1.000000000000e+00
    publish_tuple_15_as_13_0_1_0__468  linear_high_492   1.000000000000e+00
    publish_tuple_15_as_13_0_1_0__468  linear_low_854   1.000000000000e+00
    publish_tuple_15_as_13_0_1_0__468  OBJ        7.140000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_2_0_0_0__467  linear_15   1.000000000000e+00
    publish_tuple_15_as_2_0_0_0__467  linear_high_491   1.000000000000e+00
    publish_tuple_15_as_2_0_0_0__467  linear_low_851   1.000000000000e+00
    publish_tuple_15_as_2_0_0_0__467  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_2_0_0_1__470  linear_15   1.000000000000e+00
    publish_tuple_15_as_2_0_0_1__470  linear_high_494   1.000000000000e+00
    publish_tuple_15_as_2_0_0_1__470  linear_low_861   1.000000000000e+00
    publish_tuple_15_as_2_0_0_1__470  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_2_0_1_0__466  linear_15   1.000000000000e+00
    publish_tuple_15_as_2_0_1_0__466  linear_high_490   1.000000000000e+00
    publish_tuple_15_as_2_0_1_0__466  linear_low_848   1.000000000000e+00
    publish_tuple_15_as_2_0_1_0__466  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_2_1_0_0__465  linear_15   1.000000000000e+00
    publish_tuple_15_as_2_1_0_0__465  linear_high_489   1.000000000000e+00
    publish_tuple_15_as_2_1_0_0__465  linear_low_844   1.000000000000e+00
    publish_tuple_15_as_2_1_0_0__465  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_2_1_1_0__464  linear_15   1.000000000000e+00
    publish_tuple_15_as_2_1_1_0__464  linear_high_488   1.000000000000e+00
    publish_tuple_15_as_2_1_1_0__464  linear_low_842   1.000000000000e+00
    publish_tuple_15_as_2_1_1_0__464  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_5_0_0_0__463  linear_15   1.000000000000e+00
    publish_tuple_15_as_5_0_0_0__463  linear_high_487   1.000000000000e+00
    publish_tuple_15_as_5_0_0_0__463  linear_low_841   1.000000000000e+00
    publish_tuple_15_as_5_0_0_0__463  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_5_0_1_0__462  linear_15   1.000000000000e+00
    publish_tuple_15_as_5_0_1_0__462  linear_high_486   1.000000000000e+00
    publish_tuple_15_as_5_0_1_0__462  linear_low_839   1.000000000000e+00
    publish_tuple_15_as_5_0_1_0__462  OBJ        7.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_5_1_0_0__461  linear_15   1.000000000000e+00
    publish_tuple_15_as_5_1_0_0__461  linear_high_485   1.000000000000e+00
    publish_tuple_15_as_5_1_0_0__461  linear_low_837   1.000000000000e+00
    publish_tuple_15_as_5_1_0_0__461  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_15_as_5_1_1_0__460  linear_15   1.000000000000e+00
    publish_tuple_15_as_5_1_1_0__460  linear_high_484   1.000000000000e+00
    publish_tuple_15_as_5_1_1_0__460  linear_low_836   1.000000000000e+00
    publish_tuple_15_as_5_1_1_0__460  OBJ        4.620000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_0_0__473  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_0_0__473  linear_high_497   1.000000000000e+00
    publish_tuple_16_as_0_0_0_0__473  linear_low_746   1.000000000000e+00
    publish_tuple_16_as_0_0_0_0__473  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_0_4__475  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_0_4__475  linear_high_499   1.000000000000e+00
    publish_tuple_16_as_0_0_0_4__475  linear_low_759   1.000000000000e+00
    publish_tuple_16_as_0_0_0_4__475  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_0_6__481  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_0_6__481  linear_high_505   1.000000000000e+00
    publish_tuple_16_as_0_0_0_6__481  linear_low_835   1.000000000000e+00
    publish_tuple_16_as_0_0_0_6__481  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_1_0__472  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_1_0__472  linear_high_496   1.000000000000e+00
    publish_tuple_16_as_0_0_1_0__472  linear_low_743   1.000000000000e+00
    publish_tuple_16_as_0_0_1_0__472  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_1_4__474  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_1_4__474  linear_high_498   1.000000000000e+00
    publish_tuple_16_as_0_0_1_4__474  linear_low_757   1.000000000000e+00
    publish_tuple_16_as_0_0_1_4__474  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_2_0__471  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_2_0__471  linear_high_495   1.000000000000e+00
    publish_tuple_16_as_0_0_2_0__471  linear_low_740   1.000000000000e+00
    publish_tuple_16_as_0_0_2_0__471  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_0_2_4__492  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_0_2_4__492  linear_high_516   1.000000000000e+00
    publish_tuple_16_as_0_0_2_4__492  linear_low_852   1.000000000000e+00
    publish_tuple_16_as_0_0_2_4__492  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_2_0_0__478  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_2_0_0__478  linear_high_502   1.000000000000e+00
    publish_tuple_16_as_0_2_0_0__478  linear_low_775   1.000000000000e+00
    publish_tuple_16_as_0_2_0_0__478  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_2_0_4__480  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_2_0_4__480  linear_high_504   1.000000000000e+00
    publish_tuple_16_as_0_2_0_4__480  linear_low_784   1.000000000000e+00
    publish_tuple_16_as_0_2_0_4__480  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_2_1_0__477  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_2_1_0__477  linear_high_501   1.000000000000e+00
    publish_tuple_16_as_0_2_1_0__477  linear_low_773   1.000000000000e+00
    publish_tuple_16_as_0_2_1_0__477  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_2_1_4__479  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_2_1_4__479  linear_high_503   1.000000000000e+00
    publish_tuple_16_as_0_2_1_4__479  linear_low_782   1.000000000000e+00
    publish_tuple_16_as_0_2_1_4__479  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_0_2_2_0__476  linear_16   1.000000000000e+00
    publish_tuple_16_as_0_2_2_0__476  linear_high_500   1.000000000000e+00
    publish_tuple_16_as_0_2_2_0__476  linear_low_771   1.000000000000e+00
    publish_tuple_16_as_0_2_2_0__476  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_13_0_0_0__495  linear_16   1.000000000000e+00
    publish_tuple_16_as_13_0_0_0__495  linear_high_519   1.000000000000e+00
    publish_tuple_16_as_13_0_0_0__495  linear_low_855   1.000000000000e+00
    publish_tuple_16_as_13_0_0_0__495  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_13_0_1_0__494  linear_16   1.000000000000e+00
    publish_tuple_16_as_13_0_1_0__494  linear_high_518   1.000000000000e+00
    publish_tuple_16_as_13_0_1_0__494  linear_low_854   1.000000000000e+00
    publish_tuple_16_as_13_0_1_0__494  OBJ        7.140000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_0_0__491  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_0_0__491  linear_high_515   1.000000000000e+00
    publish_tuple_16_as_2_0_0_0__491  linear_low_851   1.000000000000e+00
    publish_tuple_16_as_2_0_0_0__491  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_0_4__490  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_0_4__490  linear_high_514   1.000000000000e+00
    publish_tuple_16_as_2_0_0_4__490  linear_low_850   1.000000000000e+00
    publish_tuple_16_as_2_0_0_4__490  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_0_6__493  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_0_6__493  linear_high_517   1.000000000000e+00
    publish_tuple_16_as_2_0_0_6__493  linear_low_853   1.000000000000e+00
    publish_tuple_16_as_2_0_0_6__493  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_1_0__489  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_1_0__489  linear_high_513   1.000000000000e+00
    publish_tuple_16_as_2_0_1_0__489  linear_low_848   1.000000000000e+00
    publish_tuple_16_as_2_0_1_0__489  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_1_4__488  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_1_4__488  linear_high_512   1.000000000000e+00
    publish_tuple_16_as_2_0_1_4__488  linear_low_847   1.000000000000e+00
    publish_tuple_16_as_2_0_1_4__488  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_2_0__487  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_2_0__487  linear_high_511   1.000000000000e+00
    publish_tuple_16_as_2_0_2_0__487  linear_low_846   1.000000000000e+00
    publish_tuple_16_as_2_0_2_0__487  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_0_2_4__486  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_0_2_4__486  linear_high_510   1.000000000000e+00
    publish_tuple_16_as_2_0_2_4__486  linear_low_845   1.000000000000e+00
    publish_tuple_16_as_2_0_2_4__486  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_2_0_0__497  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_2_0_0__497  linear_high_521   1.000000000000e+00
    publish_tuple_16_as_2_2_0_0__497  linear_low_859   1.000000000000e+00
    publish_tuple_16_as_2_2_0_0__497  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_2_0_4__498  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_2_0_4__498  linear_high_522   1.000000000000e+00
    publish_tuple_16_as_2_2_0_4__498  linear_low_862   1.000000000000e+00
    publish_tuple_16_as_2_2_0_4__498  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_2_2_1_0__496  linear_16   1.000000000000e+00
    publish_tuple_16_as_2_2_1_0__496  linear_high_520   1.000000000000e+00
    publish_tuple_16_as_2_2_1_0__496  linear_low_856   1.000000000000e+00
    publish_tuple_16_as_2_2_1_0__496  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_5_0_0_0__485  linear_16   1.000000000000e+00
    publish_tuple_16_as_5_0_0_0__485  linear_high_509   1.000000000000e+00
    publish_tuple_16_as_5_0_0_0__485  linear_low_841   1.000000000000e+00
    publish_tuple_16_as_5_0_0_0__485  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_5_0_0_4__484  linear_16   1.000000000000e+00
    publish_tuple_16_as_5_0_0_4__484  linear_high_508   1.000000000000e+00
    publish_tuple_16_as_5_0_0_4__484  linear_low_840   1.000000000000e+00
    publish_tuple_16_as_5_0_0_4__484  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_5_0_1_0__483  linear_16   1.000000000000e+00
    publish_tuple_16_as_5_0_1_0__483  linear_high_507   1.000000000000e+00
    publish_tuple_16_as_5_0_1_0__483  linear_low_839   1.000000000000e+00
    publish_tuple_16_as_5_0_1_0__483  OBJ        7.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_16_as_5_0_1_4__482  linear_16   1.000000000000e+00
    publish_tuple_16_as_5_0_1_4__482  linear_high_506   1.000000000000e+00
    publish_tuple_16_as_5_0_1_4__482  linear_low_838   1.000000000000e+00
    publish_tuple_16_as_5_0_1_4__482  OBJ        5.540000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_0_0__501  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_0_0__501  linear_high_525   1.000000000000e+00
    publish_tuple_17_as_0_0_0_0__501  linear_low_746   1.000000000000e+00
    publish_tuple_17_as_0_0_0_0__501  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_0_4__505  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_0_4__505  linear_high_529   1.000000000000e+00
    publish_tuple_17_as_0_0_0_4__505  linear_low_759   1.000000000000e+00
    publish_tuple_17_as_0_0_0_4__505  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_0_5__504  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_0_5__504  linear_high_528   1.000000000000e+00
    publish_tuple_17_as_0_0_0_5__504  linear_low_758   1.000000000000e+00
    publish_tuple_17_as_0_0_0_5__504  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_1_0__500  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_1_0__500  linear_high_524   1.000000000000e+00
    publish_tuple_17_as_0_0_1_0__500  linear_low_743   1.000000000000e+00
    publish_tuple_17_as_0_0_1_0__500  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_1_4__503  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_1_4__503  linear_high_527   1.000000000000e+00
    publish_tuple_17_as_0_0_1_4__503  linear_low_757   1.000000000000e+00
    publish_tuple_17_as_0_0_1_4__503  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_1_5__502  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_1_5__502  linear_high_526   1.000000000000e+00
    publish_tuple_17_as_0_0_1_5__502  linear_low_756   1.000000000000e+00
    publish_tuple_17_as_0_0_1_5__502  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_2_0__499  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_2_0__499  linear_high_523   1.000000000000e+00
    publish_tuple_17_as_0_0_2_0__499  linear_low_740   1.000000000000e+00
    publish_tuple_17_as_0_0_2_0__499  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_0_2_4__519  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_0_2_4__519  linear_high_543   1.000000000000e+00
    publish_tuple_17_as_0_0_2_4__519  linear_low_852   1.000000000000e+00
    publish_tuple_17_as_0_0_2_4__519  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_0_0__508  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_0_0__508  linear_high_532   1.000000000000e+00
    publish_tuple_17_as_0_2_0_0__508  linear_low_775   1.000000000000e+00
    publish_tuple_17_as_0_2_0_0__508  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_0_4__511  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_0_4__511  linear_high_535   1.000000000000e+00
    publish_tuple_17_as_0_2_0_4__511  linear_low_784   1.000000000000e+00
    publish_tuple_17_as_0_2_0_4__511  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_0_5__510  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_0_5__510  linear_high_534   1.000000000000e+00
    publish_tuple_17_as_0_2_0_5__510  linear_low_783   1.000000000000e+00
    publish_tuple_17_as_0_2_0_5__510  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_1_0__507  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_1_0__507  linear_high_531   1.000000000000e+00
    publish_tuple_17_as_0_2_1_0__507  linear_low_773   1.000000000000e+00
    publish_tuple_17_as_0_2_1_0__507  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_1_4__509  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_1_4__509  linear_high_533   1.000000000000e+00
    publish_tuple_17_as_0_2_1_4__509  linear_low_782   1.000000000000e+00
    publish_tuple_17_as_0_2_1_4__509  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_0_2_2_0__506  linear_17   1.000000000000e+00
    publish_tuple_17_as_0_2_2_0__506  linear_high_530   1.000000000000e+00
    publish_tuple_17_as_0_2_2_0__506  linear_low_771   1.000000000000e+00
    publish_tuple_17_as_0_2_2_0__506  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_0_0__518  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_0_0__518  linear_high_542   1.000000000000e+00
    publish_tuple_17_as_2_0_0_0__518  linear_low_851   1.000000000000e+00
    publish_tuple_17_as_2_0_0_0__518  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_0_4__517  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_0_4__517  linear_high_541   1.000000000000e+00
    publish_tuple_17_as_2_0_0_4__517  linear_low_850   1.000000000000e+00
    publish_tuple_17_as_2_0_0_4__517  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_0_5__516  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_0_5__516  linear_high_540   1.000000000000e+00
    publish_tuple_17_as_2_0_0_5__516  linear_low_849   1.000000000000e+00
    publish_tuple_17_as_2_0_0_5__516  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_1_0__515  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_1_0__515  linear_high_539   1.000000000000e+00
    publish_tuple_17_as_2_0_1_0__515  linear_low_848   1.000000000000e+00
    publish_tuple_17_as_2_0_1_0__515  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_1_4__514  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_1_4__514  linear_high_538   1.000000000000e+00
    publish_tuple_17_as_2_0_1_4__514  linear_low_847   1.000000000000e+00
    publish_tuple_17_as_2_0_1_4__514  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_2_0__513  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_2_0__513  linear_high_537   1.000000000000e+00
    publish_tuple_17_as_2_0_2_0__513  linear_low_846   1.000000000000e+00
    publish_tuple_17_as_2_0_2_0__513  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_0_2_4__512  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_0_2_4__512  linear_high_536   1.000000000000e+00
    publish_tuple_17_as_2_0_2_4__512  linear_low_845   1.000000000000e+00
    publish_tuple_17_as_2_0_2_4__512  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_2_0_0__521  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_2_0_0__521  linear_high_545   1.000000000000e+00
    publish_tuple_17_as_2_2_0_0__521  linear_low_859   1.000000000000e+00
    publish_tuple_17_as_2_2_0_0__521  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_2_0_4__522  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_2_0_4__522  linear_high_546   1.000000000000e+00
    publish_tuple_17_as_2_2_0_4__522  linear_low_862   1.000000000000e+00
    publish_tuple_17_as_2_2_0_4__522  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_2_2_1_0__520  linear_17   1.000000000000e+00
    publish_tuple_17_as_2_2_1_0__520  linear_high_544   1.000000000000e+00
    publish_tuple_17_as_2_2_1_0__520  linear_low_856   1.000000000000e+00
    publish_tuple_17_as_2_2_1_0__520  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_6_0_0_0__526  linear_17   1.000000000000e+00
    publish_tuple_17_as_6_0_0_0__526  linear_high_550   1.000000000000e+00
    publish_tuple_17_as_6_0_0_0__526  linear_low_866   1.000000000000e+00
    publish_tuple_17_as_6_0_0_0__526  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_6_0_0_4__525  linear_17   1.000000000000e+00
    publish_tuple_17_as_6_0_0_4__525  linear_high_549   1.000000000000e+00
    publish_tuple_17_as_6_0_0_4__525  linear_low_865   1.000000000000e+00
    publish_tuple_17_as_6_0_0_4__525  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_6_0_0_5__524  linear_17   1.000000000000e+00
    publish_tuple_17_as_6_0_0_5__524  linear_high_548   1.000000000000e+00
    publish_tuple_17_as_6_0_0_5__524  linear_low_864   1.000000000000e+00
    publish_tuple_17_as_6_0_0_5__524  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_17_as_6_2_0_0__523  linear_17   1.000000000000e+00
    publish_tuple_17_as_6_2_0_0__523  linear_high_547   1.000000000000e+00
    publish_tuple_17_as_6_2_0_0__523  linear_low_863   1.000000000000e+00
    publish_tuple_17_as_6_2_0_0__523  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_0_0__532  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_0_0__532  linear_high_556   1.000000000000e+00
    publish_tuple_18_as_0_0_0_0__532  linear_low_746   1.000000000000e+00
    publish_tuple_18_as_0_0_0_0__532  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_0_1__531  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_0_1__531  linear_high_555   1.000000000000e+00
    publish_tuple_18_as_0_0_0_1__531  linear_low_745   1.000000000000e+00
    publish_tuple_18_as_0_0_0_1__531  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_0_2__530  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_0_2__530  linear_high_554   1.000000000000e+00
    publish_tuple_18_as_0_0_0_2__530  linear_low_744   1.000000000000e+00
    publish_tuple_18_as_0_0_0_2__530  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_5_0__540  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_5_0__540  linear_high_564   1.000000000000e+00
    publish_tuple_18_as_0_0_5_0__540  linear_low_808   1.000000000000e+00
    publish_tuple_18_as_0_0_5_0__540  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_5_1__539  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_5_1__539  linear_high_563   1.000000000000e+00
    publish_tuple_18_as_0_0_5_1__539  linear_low_807   1.000000000000e+00
    publish_tuple_18_as_0_0_5_1__539  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_5_2__541  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_5_2__541  linear_high_565   1.000000000000e+00
    publish_tuple_18_as_0_0_5_2__541  linear_low_818   1.000000000000e+00
    publish_tuple_18_as_0_0_5_2__541  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_6_0__538  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_6_0__538  linear_high_562   1.000000000000e+00
    publish_tuple_18_as_0_0_6_0__538  linear_low_805   1.000000000000e+00
    publish_tuple_18_as_0_0_6_0__538  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_0_6_1__537  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_0_6_1__537  linear_high_561   1.000000000000e+00
    publish_tuple_18_as_0_0_6_1__537  linear_low_804   1.000000000000e+00
    publish_tuple_18_as_0_0_6_1__537  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_0_0__529  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_0_0__529  linear_high_553   1.000000000000e+00
    publish_tuple_18_as_0_1_0_0__529  linear_low_739   1.000000000000e+00
    publish_tuple_18_as_0_1_0_0__529  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_0_1__528  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_0_1__528  linear_high_552   1.000000000000e+00
    publish_tuple_18_as_0_1_0_1__528  linear_low_738   1.000000000000e+00
    publish_tuple_18_as_0_1_0_1__528  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_0_2__527  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_0_2__527  linear_high_551   1.000000000000e+00
    publish_tuple_18_as_0_1_0_2__527  linear_low_737   1.000000000000e+00
    publish_tuple_18_as_0_1_0_2__527  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_5_0__536  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_5_0__536  linear_high_560   1.000000000000e+00
    publish_tuple_18_as_0_1_5_0__536  linear_low_802   1.000000000000e+00
    publish_tuple_18_as_0_1_5_0__536  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_5_1__535  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_5_1__535  linear_high_559   1.000000000000e+00
    publish_tuple_18_as_0_1_5_1__535  linear_low_801   1.000000000000e+00
    publish_tuple_18_as_0_1_5_1__535  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_6_0__534  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_6_0__534  linear_high_558   1.000000000000e+00
    publish_tuple_18_as_0_1_6_0__534  linear_low_800   1.000000000000e+00
    publish_tuple_18_as_0_1_6_0__534  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_0_1_6_1__533  linear_18   1.000000000000e+00
    publish_tuple_18_as_0_1_6_1__533  linear_high_557   1.000000000000e+00
    publish_tuple_18_as_0_1_6_1__533  linear_low_799   1.000000000000e+00
    publish_tuple_18_as_0_1_6_1__533  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_0_0__543  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_0_0__543  linear_high_567   1.000000000000e+00
    publish_tuple_18_as_2_0_0_0__543  linear_low_851   1.000000000000e+00
    publish_tuple_18_as_2_0_0_0__543  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_0_1__544  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_0_1__544  linear_high_568   1.000000000000e+00
    publish_tuple_18_as_2_0_0_1__544  linear_low_861   1.000000000000e+00
    publish_tuple_18_as_2_0_0_1__544  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_5_0__551  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_5_0__551  linear_high_575   1.000000000000e+00
    publish_tuple_18_as_2_0_5_0__551  linear_low_872   1.000000000000e+00
    publish_tuple_18_as_2_0_5_0__551  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_5_1__550  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_5_1__550  linear_high_574   1.000000000000e+00
    publish_tuple_18_as_2_0_5_1__550  linear_low_871   1.000000000000e+00
    publish_tuple_18_as_2_0_5_1__550  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_6_0__549  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_6_0__549  linear_high_573   1.000000000000e+00
    publish_tuple_18_as_2_0_6_0__549  linear_low_870   1.000000000000e+00
    publish_tuple_18_as_2_0_6_0__549  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_0_6_1__548  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_0_6_1__548  linear_high_572   1.000000000000e+00
    publish_tuple_18_as_2_0_6_1__548  linear_low_869   1.000000000000e+00
    publish_tuple_18_as_2_0_6_1__548  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_1_0_0__542  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_1_0_0__542  linear_high_566   1.000000000000e+00
    publish_tuple_18_as_2_1_0_0__542  linear_low_844   1.000000000000e+00
    publish_tuple_18_as_2_1_0_0__542  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_2_1_5_0__547  linear_18   1.000000000000e+00
    publish_tuple_18_as_2_1_5_0__547  linear_high_571   1.000000000000e+00
    publish_tuple_18_as_2_1_5_0__547  linear_low_868   1.000000000000e+00
    publish_tuple_18_as_2_1_5_0__547  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_6_0_0_0__545  linear_18   1.000000000000e+00
    publish_tuple_18_as_6_0_0_0__545  linear_high_569   1.000000000000e+00
    publish_tuple_18_as_6_0_0_0__545  linear_low_866   1.000000000000e+00
    publish_tuple_18_as_6_0_0_0__545  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_18_as_6_0_5_0__546  linear_18   1.000000000000e+00
    publish_tuple_18_as_6_0_5_0__546  linear_high_570   1.000000000000e+00
    publish_tuple_18_as_6_0_5_0__546  linear_low_867   1.000000000000e+00
    publish_tuple_18_as_6_0_5_0__546  OBJ        6.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_0_0__553  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_0_0__553  linear_high_577   1.000000000000e+00
    publish_tuple_19_as_0_0_0_0__553  linear_low_746   1.000000000000e+00
    publish_tuple_19_as_0_0_0_0__553  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_0_1__552  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_0_1__552  linear_high_576   1.000000000000e+00
    publish_tuple_19_as_0_0_0_1__552  linear_low_745   1.000000000000e+00
    publish_tuple_19_as_0_0_0_1__552  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_0_3__557  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_0_3__557  linear_high_581   1.000000000000e+00
    publish_tuple_19_as_0_0_0_3__557  linear_low_780   1.000000000000e+00
    publish_tuple_19_as_0_0_0_3__557  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_5_0__563  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_5_0__563  linear_high_587   1.000000000000e+00
    publish_tuple_19_as_0_0_5_0__563  linear_low_808   1.000000000000e+00
    publish_tuple_19_as_0_0_5_0__563  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_5_1__562  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_5_1__562  linear_high_586   1.000000000000e+00
    publish_tuple_19_as_0_0_5_1__562  linear_low_807   1.000000000000e+00
    publish_tuple_19_as_0_0_5_1__562  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_5_3__561  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_5_3__561  linear_high_585   1.000000000000e+00
    publish_tuple_19_as_0_0_5_3__561  linear_low_806   1.000000000000e+00
    publish_tuple_19_as_0_0_5_3__561  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_6_0__560  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_6_0__560  linear_high_584   1.000000000000e+00
    publish_tuple_19_as_0_0_6_0__560  linear_low_805   1.000000000000e+00
    publish_tuple_19_as_0_0_6_0__560  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_6_1__559  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_6_1__559  linear_high_583   1.000000000000e+00
    publish_tuple_19_as_0_0_6_1__559  linear_low_804   1.000000000000e+00
    publish_tuple_19_as_0_0_6_1__559  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_0_6_3__558  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_0_6_3__558  linear_high_582   1.000000000000e+00
    publish_tuple_19_as_0_0_6_3__558  linear_low_803   1.000000000000e+00
    publish_tuple_19_as_0_0_6_3__558  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_0_0__555  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_0_0__555  linear_high_579   1.000000000000e+00
    publish_tuple_19_as_0_2_0_0__555  linear_low_775   1.000000000000e+00
    publish_tuple_19_as_0_2_0_0__555  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_0_1__554  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_0_1__554  linear_high_578   1.000000000000e+00
    publish_tuple_19_as_0_2_0_1__554  linear_low_774   1.000000000000e+00
    publish_tuple_19_as_0_2_0_1__554  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_0_3__556  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_0_3__556  linear_high_580   1.000000000000e+00
    publish_tuple_19_as_0_2_0_3__556  linear_low_777   1.000000000000e+00
    publish_tuple_19_as_0_2_0_3__556  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_5_0__565  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_5_0__565  linear_high_589   1.000000000000e+00
    publish_tuple_19_as_0_2_5_0__565  linear_low_816   1.000000000000e+00
    publish_tuple_19_as_0_2_5_0__565  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_5_1__564  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_5_1__564  linear_high_588   1.000000000000e+00
    publish_tuple_19_as_0_2_5_1__564  linear_low_815   1.000000000000e+00
    publish_tuple_19_as_0_2_5_1__564  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_0_2_6_0__566  linear_19   1.000000000000e+00
    publish_tuple_19_as_0_2_6_0__566  linear_high_590   1.000000000000e+00
    publish_tuple_19_as_0_2_6_0__566  linear_low_822   1.000000000000e+00
    publish_tuple_19_as_0_2_6_0__566  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_15_0_0_0__581  linear_19   1.000000000000e+00
    publish_tuple_19_as_15_0_0_0__581  linear_high_605   1.000000000000e+00
    publish_tuple_19_as_15_0_0_0__581  linear_low_874   1.000000000000e+00
    publish_tuple_19_as_15_0_0_0__581  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_15_0_5_0__580  linear_19   1.000000000000e+00
    publish_tuple_19_as_15_0_5_0__580  linear_high_604   1.000000000000e+00
    publish_tuple_19_as_15_0_5_0__580  linear_low_873   1.000000000000e+00
    publish_tuple_19_as_15_0_5_0__580  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_0_0__567  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_0_0__567  linear_high_591   1.000000000000e+00
    publish_tuple_19_as_2_0_0_0__567  linear_low_851   1.000000000000e+00
    publish_tuple_19_as_2_0_0_0__567  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_0_1__572  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_0_1__572  linear_high_596   1.000000000000e+00
    publish_tuple_19_as_2_0_0_1__572  linear_low_861   1.000000000000e+00
    publish_tuple_19_as_2_0_0_1__572  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_0_3__571  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_0_3__571  linear_high_595   1.000000000000e+00
    publish_tuple_19_as_2_0_0_3__571  linear_low_860   1.000000000000e+00
    publish_tuple_19_as_2_0_0_3__571  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_5_0__579  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_5_0__579  linear_high_603   1.000000000000e+00
    publish_tuple_19_as_2_0_5_0__579  linear_low_872   1.000000000000e+00
    publish_tuple_19_as_2_0_5_0__579  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_5_1__578  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_5_1__578  linear_high_602   1.000000000000e+00
    publish_tuple_19_as_2_0_5_1__578  linear_low_871   1.000000000000e+00
    publish_tuple_19_as_2_0_5_1__578  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_6_0__577  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_6_0__577  linear_high_601   1.000000000000e+00
    publish_tuple_19_as_2_0_6_0__577  linear_low_870   1.000000000000e+00
    publish_tuple_19_as_2_0_6_0__577  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_0_6_1__576  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_0_6_1__576  linear_high_600   1.000000000000e+00
    publish_tuple_19_as_2_0_6_1__576  linear_low_869   1.000000000000e+00
    publish_tuple_19_as_2_0_6_1__576  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_2_0_0__570  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_2_0_0__570  linear_high_594   1.000000000000e+00
    publish_tuple_19_as_2_2_0_0__570  linear_low_859   1.000000000000e+00
    publish_tuple_19_as_2_2_0_0__570  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_2_0_1__569  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_2_0_1__569  linear_high_593   1.000000000000e+00
    publish_tuple_19_as_2_2_0_1__569  linear_low_858   1.000000000000e+00
    publish_tuple_19_as_2_2_0_1__569  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_2_0_3__568  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_2_0_3__568  linear_high_592   1.000000000000e+00
    publish_tuple_19_as_2_2_0_3__568  linear_low_857   1.000000000000e+00
    publish_tuple_19_as_2_2_0_3__568  OBJ        4.080000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_2_2_5_0__582  linear_19   1.000000000000e+00
    publish_tuple_19_as_2_2_5_0__582  linear_high_606   1.000000000000e+00
    publish_tuple_19_as_2_2_5_0__582  linear_low_875   1.000000000000e+00
    publish_tuple_19_as_2_2_5_0__582  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_6_0_0_0__574  linear_19   1.000000000000e+00
    publish_tuple_19_as_6_0_0_0__574  linear_high_598   1.000000000000e+00
    publish_tuple_19_as_6_0_0_0__574  linear_low_866   1.000000000000e+00
    publish_tuple_19_as_6_0_0_0__574  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_6_0_5_0__575  linear_19   1.000000000000e+00
    publish_tuple_19_as_6_0_5_0__575  linear_high_599   1.000000000000e+00
    publish_tuple_19_as_6_0_5_0__575  linear_low_867   1.000000000000e+00
    publish_tuple_19_as_6_0_5_0__575  OBJ        6.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_19_as_6_2_0_0__573  linear_19   1.000000000000e+00
    publish_tuple_19_as_6_2_0_0__573  linear_high_597   1.000000000000e+00
    publish_tuple_19_as_6_2_0_0__573  linear_low_863   1.000000000000e+00
    publish_tuple_19_as_6_2_0_0__573  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_0_0__37  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_0_0__37  linear_high_61   1.000000000000e+00
    publish_tuple_1_as_0_0_0_0__37  linear_low_746   1.000000000000e+00
    publish_tuple_1_as_0_0_0_0__37  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_0_4__50  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_0_4__50  linear_high_74   1.000000000000e+00
    publish_tuple_1_as_0_0_0_4__50  linear_low_759   1.000000000000e+00
    publish_tuple_1_as_0_0_0_4__50  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_0_5__49  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_0_5__49  linear_high_73   1.000000000000e+00
    publish_tuple_1_as_0_0_0_5__49  linear_low_758   1.000000000000e+00
    publish_tuple_1_as_0_0_0_5__49  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_1_0__36  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_1_0__36  linear_high_60   1.000000000000e+00
    publish_tuple_1_as_0_0_1_0__36  linear_low_743   1.000000000000e+00
    publish_tuple_1_as_0_0_1_0__36  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_1_4__48  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_1_4__48  linear_high_72   1.000000000000e+00
    publish_tuple_1_as_0_0_1_4__48  linear_low_757   1.000000000000e+00
    publish_tuple_1_as_0_0_1_4__48  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_1_5__47  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_1_5__47  linear_high_71   1.000000000000e+00
    publish_tuple_1_as_0_0_1_5__47  linear_low_756   1.000000000000e+00
    publish_tuple_1_as_0_0_1_5__47  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_0_4_0__46  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_0_4_0__46  linear_high_70   1.000000000000e+00
    publish_tuple_1_as_0_0_4_0__46  linear_low_755   1.000000000000e+00
    publish_tuple_1_as_0_0_4_0__46  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_0_0__35  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_0_0__35  linear_high_59   1.000000000000e+00
    publish_tuple_1_as_0_1_0_0__35  linear_low_739   1.000000000000e+00
    publish_tuple_1_as_0_1_0_0__35  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_0_4__45  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_0_4__45  linear_high_69   1.000000000000e+00
    publish_tuple_1_as_0_1_0_4__45  linear_low_754   1.000000000000e+00
    publish_tuple_1_as_0_1_0_4__45  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_0_5__44  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_0_5__44  linear_high_68   1.000000000000e+00
    publish_tuple_1_as_0_1_0_5__44  linear_low_753   1.000000000000e+00
    publish_tuple_1_as_0_1_0_5__44  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_1_0__34  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_1_0__34  linear_high_58   1.000000000000e+00
    publish_tuple_1_as_0_1_1_0__34  linear_low_736   1.000000000000e+00
    publish_tuple_1_as_0_1_1_0__34  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_1_4__43  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_1_4__43  linear_high_67   1.000000000000e+00
    publish_tuple_1_as_0_1_1_4__43  linear_low_752   1.000000000000e+00
    publish_tuple_1_as_0_1_1_4__43  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_0_1_4_0__42  linear_1   1.000000000000e+00
    publish_tuple_1_as_0_1_4_0__42  linear_high_66   1.000000000000e+00
    publish_tuple_1_as_0_1_4_0__42  linear_low_751   1.000000000000e+00
    publish_tuple_1_as_0_1_4_0__42  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_0_0_0__33  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_0_0_0__33  linear_high_57   1.000000000000e+00
    publish_tuple_1_as_1_0_0_0__33  linear_low_734   1.000000000000e+00
    publish_tuple_1_as_1_0_0_0__33  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_0_0_4__41  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_0_0_4__41  linear_high_65   1.000000000000e+00
    publish_tuple_1_as_1_0_0_4__41  linear_low_750   1.000000000000e+00
    publish_tuple_1_as_1_0_0_4__41  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_0_0_5__40  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_0_0_5__40  linear_high_64   1.000000000000e+00
    publish_tuple_1_as_1_0_0_5__40  linear_low_749   1.000000000000e+00
    publish_tuple_1_as_1_0_0_5__40  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_0_1_0__32  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_0_1_0__32  linear_high_56   1.000000000000e+00
    publish_tuple_1_as_1_0_1_0__32  linear_low_731   1.000000000000e+00
    publish_tuple_1_as_1_0_1_0__32  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_0_4_0__39  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_0_4_0__39  linear_high_63   1.000000000000e+00
    publish_tuple_1_as_1_0_4_0__39  linear_low_748   1.000000000000e+00
    publish_tuple_1_as_1_0_4_0__39  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_1_0_0__31  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_1_0_0__31  linear_high_55   1.000000000000e+00
    publish_tuple_1_as_1_1_0_0__31  linear_low_729   1.000000000000e+00
    publish_tuple_1_as_1_1_0_0__31  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_1_1_1_0__30  linear_1   1.000000000000e+00
    publish_tuple_1_as_1_1_1_0__30  linear_high_54   1.000000000000e+00
    publish_tuple_1_as_1_1_1_0__30  linear_low_727   1.000000000000e+00
    publish_tuple_1_as_1_1_1_0__30  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_3_0_0_0__29  linear_1   1.000000000000e+00
    publish_tuple_1_as_3_0_0_0__29  linear_high_53   1.000000000000e+00
    publish_tuple_1_as_3_0_0_0__29  linear_low_726   1.000000000000e+00
    publish_tuple_1_as_3_0_0_0__29  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_3_0_1_0__28  linear_1   1.000000000000e+00
    publish_tuple_1_as_3_0_1_0__28  linear_high_52   1.000000000000e+00
    publish_tuple_1_as_3_0_1_0__28  linear_low_724   1.000000000000e+00
    publish_tuple_1_as_3_0_1_0__28  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_3_0_4_0__38  linear_1   1.000000000000e+00
    publish_tuple_1_as_3_0_4_0__38  linear_high_62   1.000000000000e+00
    publish_tuple_1_as_3_0_4_0__38  linear_low_747   1.000000000000e+00
    publish_tuple_1_as_3_0_4_0__38  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_3_1_0_0__27  linear_1   1.000000000000e+00
    publish_tuple_1_as_3_1_0_0__27  linear_high_51   1.000000000000e+00
    publish_tuple_1_as_3_1_0_0__27  linear_low_722   1.000000000000e+00
    publish_tuple_1_as_3_1_0_0__27  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_1_as_3_1_1_0__26  linear_1   1.000000000000e+00
    publish_tuple_1_as_3_1_1_0__26  linear_high_50   1.000000000000e+00
    publish_tuple_1_as_3_1_1_0__26  linear_low_721   1.000000000000e+00
    publish_tuple_1_as_3_1_1_0__26  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_0_0__583  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_0_0__583  linear_high_607   1.000000000000e+00
    publish_tuple_20_as_0_0_0_0__583  linear_low_746   1.000000000000e+00
    publish_tuple_20_as_0_0_0_0__583  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_0_4__585  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_0_4__585  linear_high_609   1.000000000000e+00
    publish_tuple_20_as_0_0_0_4__585  linear_low_759   1.000000000000e+00
    publish_tuple_20_as_0_0_0_4__585  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_0_5__584  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_0_5__584  linear_high_608   1.000000000000e+00
    publish_tuple_20_as_0_0_0_5__584  linear_low_758   1.000000000000e+00
    publish_tuple_20_as_0_0_0_5__584  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_5_0__589  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_5_0__589  linear_high_613   1.000000000000e+00
    publish_tuple_20_as_0_0_5_0__589  linear_low_808   1.000000000000e+00
    publish_tuple_20_as_0_0_5_0__589  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_5_4__595  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_5_4__595  linear_high_619   1.000000000000e+00
    publish_tuple_20_as_0_0_5_4__595  linear_low_825   1.000000000000e+00
    publish_tuple_20_as_0_0_5_4__595  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_5_5__594  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_5_5__594  linear_high_618   1.000000000000e+00
    publish_tuple_20_as_0_0_5_5__594  linear_low_824   1.000000000000e+00
    publish_tuple_20_as_0_0_5_5__594  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_7_0__592  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_7_0__592  linear_high_616   1.000000000000e+00
    publish_tuple_20_as_0_0_7_0__592  linear_low_817   1.000000000000e+00
    publish_tuple_20_as_0_0_7_0__592  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_0_7_4__596  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_0_7_4__596  linear_high_620   1.000000000000e+00
    publish_tuple_20_as_0_0_7_4__596  linear_low_833   1.000000000000e+00
    publish_tuple_20_as_0_0_7_4__596  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_0_0__586  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_0_0__586  linear_high_610   1.000000000000e+00
    publish_tuple_20_as_0_2_0_0__586  linear_low_775   1.000000000000e+00
    publish_tuple_20_as_0_2_0_0__586  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_0_4__588  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_0_4__588  linear_high_612   1.000000000000e+00
    publish_tuple_20_as_0_2_0_4__588  linear_low_784   1.000000000000e+00
    publish_tuple_20_as_0_2_0_4__588  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_0_5__587  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_0_5__587  linear_high_611   1.000000000000e+00
    publish_tuple_20_as_0_2_0_5__587  linear_low_783   1.000000000000e+00
    publish_tuple_20_as_0_2_0_5__587  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_5_0__591  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_5_0__591  linear_high_615   1.000000000000e+00
    publish_tuple_20_as_0_2_5_0__591  linear_low_816   1.000000000000e+00
    publish_tuple_20_as_0_2_5_0__591  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_5_4__593  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_5_4__593  linear_high_617   1.000000000000e+00
    publish_tuple_20_as_0_2_5_4__593  linear_low_823   1.000000000000e+00
    publish_tuple_20_as_0_2_5_4__593  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_0_2_7_0__590  linear_20   1.000000000000e+00
    publish_tuple_20_as_0_2_7_0__590  linear_high_614   1.000000000000e+00
    publish_tuple_20_as_0_2_7_0__590  linear_low_814   1.000000000000e+00
    publish_tuple_20_as_0_2_7_0__590  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_15_0_0_0__609  linear_20   1.000000000000e+00
    publish_tuple_20_as_15_0_0_0__609  linear_high_633   1.000000000000e+00
    publish_tuple_20_as_15_0_0_0__609  linear_low_874   1.000000000000e+00
    publish_tuple_20_as_15_0_0_0__609  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_15_0_5_0__608  linear_20   1.000000000000e+00
    publish_tuple_20_as_15_0_5_0__608  linear_high_632   1.000000000000e+00
    publish_tuple_20_as_15_0_5_0__608  linear_low_873   1.000000000000e+00
    publish_tuple_20_as_15_0_5_0__608  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_0_0__599  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_0_0__599  linear_high_623   1.000000000000e+00
    publish_tuple_20_as_2_0_0_0__599  linear_low_851   1.000000000000e+00
    publish_tuple_20_as_2_0_0_0__599  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_0_4__598  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_0_4__598  linear_high_622   1.000000000000e+00
    publish_tuple_20_as_2_0_0_4__598  linear_low_850   1.000000000000e+00
    publish_tuple_20_as_2_0_0_4__598  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_0_5__597  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_0_5__597  linear_high_621   1.000000000000e+00
    publish_tuple_20_as_2_0_0_5__597  linear_low_849   1.000000000000e+00
    publish_tuple_20_as_2_0_0_5__597  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_5_0__607  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_5_0__607  linear_high_631   1.000000000000e+00
    publish_tuple_20_as_2_0_5_0__607  linear_low_872   1.000000000000e+00
    publish_tuple_20_as_2_0_5_0__607  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_5_4__613  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_5_4__613  linear_high_637   1.000000000000e+00
    publish_tuple_20_as_2_0_5_4__613  linear_low_878   1.000000000000e+00
    publish_tuple_20_as_2_0_5_4__613  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_7_0__612  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_7_0__612  linear_high_636   1.000000000000e+00
    publish_tuple_20_as_2_0_7_0__612  linear_low_877   1.000000000000e+00
    publish_tuple_20_as_2_0_7_0__612  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_0_7_4__611  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_0_7_4__611  linear_high_635   1.000000000000e+00
    publish_tuple_20_as_2_0_7_4__611  linear_low_876   1.000000000000e+00
    publish_tuple_20_as_2_0_7_4__611  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_2_0_0__600  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_2_0_0__600  linear_high_624   1.000000000000e+00
    publish_tuple_20_as_2_2_0_0__600  linear_low_859   1.000000000000e+00
    publish_tuple_20_as_2_2_0_0__600  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_2_0_4__601  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_2_0_4__601  linear_high_625   1.000000000000e+00
    publish_tuple_20_as_2_2_0_4__601  linear_low_862   1.000000000000e+00
    publish_tuple_20_as_2_2_0_4__601  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_2_2_5_0__610  linear_20   1.000000000000e+00
    publish_tuple_20_as_2_2_5_0__610  linear_high_634   1.000000000000e+00
    publish_tuple_20_as_2_2_5_0__610  linear_low_875   1.000000000000e+00
    publish_tuple_20_as_2_2_5_0__610  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_6_0_0_0__605  linear_20   1.000000000000e+00
    publish_tuple_20_as_6_0_0_0__605  linear_high_629   1.000000000000e+00
    publish_tuple_20_as_6_0_0_0__605  linear_low_866   1.000000000000e+00
    publish_tuple_20_as_6_0_0_0__605  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_6_0_0_4__604  linear_20   1.000000000000e+00
    publish_tuple_20_as_6_0_0_4__604  linear_high_628   1.000000000000e+00
    publish_tuple_20_as_6_0_0_4__604  linear_low_865   1.000000000000e+00
    publish_tuple_20_as_6_0_0_4__604  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_6_0_0_5__603  linear_20   1.000000000000e+00
    publish_tuple_20_as_6_0_0_5__603  linear_high_627   1.000000000000e+00
    publish_tuple_20_as_6_0_0_5__603  linear_low_864   1.000000000000e+00
    publish_tuple_20_as_6_0_0_5__603  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_6_0_5_0__606  linear_20   1.000000000000e+00
    publish_tuple_20_as_6_0_5_0__606  linear_high_630   1.000000000000e+00
    publish_tuple_20_as_6_0_5_0__606  linear_low_867   1.000000000000e+00
    publish_tuple_20_as_6_0_5_0__606  OBJ        6.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_20_as_6_2_0_0__602  linear_20   1.000000000000e+00
    publish_tuple_20_as_6_2_0_0__602  linear_high_626   1.000000000000e+00
    publish_tuple_20_as_6_2_0_0__602  linear_low_863   1.000000000000e+00
    publish_tuple_20_as_6_2_0_0__602  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_0_0__615  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_0_0__615  linear_high_639   1.000000000000e+00
    publish_tuple_21_as_0_0_0_0__615  linear_low_746   1.000000000000e+00
    publish_tuple_21_as_0_0_0_0__615  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_0_4__619  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_0_4__619  linear_high_643   1.000000000000e+00
    publish_tuple_21_as_0_0_0_4__619  linear_low_759   1.000000000000e+00
    publish_tuple_21_as_0_0_0_4__619  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_0_5__618  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_0_5__618  linear_high_642   1.000000000000e+00
    publish_tuple_21_as_0_0_0_5__618  linear_low_758   1.000000000000e+00
    publish_tuple_21_as_0_0_0_5__618  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_5_0__621  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_5_0__621  linear_high_645   1.000000000000e+00
    publish_tuple_21_as_0_0_5_0__621  linear_low_808   1.000000000000e+00
    publish_tuple_21_as_0_0_5_0__621  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_5_4__624  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_5_4__624  linear_high_648   1.000000000000e+00
    publish_tuple_21_as_0_0_5_4__624  linear_low_825   1.000000000000e+00
    publish_tuple_21_as_0_0_5_4__624  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_5_5__623  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_5_5__623  linear_high_647   1.000000000000e+00
    publish_tuple_21_as_0_0_5_5__623  linear_low_824   1.000000000000e+00
    publish_tuple_21_as_0_0_5_5__623  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_7_0__622  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_7_0__622  linear_high_646   1.000000000000e+00
    publish_tuple_21_as_0_0_7_0__622  linear_low_817   1.000000000000e+00
    publish_tuple_21_as_0_0_7_0__622  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_0_7_4__628  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_0_7_4__628  linear_high_652   1.000000000000e+00
    publish_tuple_21_as_0_0_7_4__628  linear_low_833   1.000000000000e+00
    publish_tuple_21_as_0_0_7_4__628  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_0_0__614  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_0_0__614  linear_high_638   1.000000000000e+00
    publish_tuple_21_as_0_1_0_0__614  linear_low_739   1.000000000000e+00
    publish_tuple_21_as_0_1_0_0__614  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_0_4__617  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_0_4__617  linear_high_641   1.000000000000e+00
    publish_tuple_21_as_0_1_0_4__617  linear_low_754   1.000000000000e+00
    publish_tuple_21_as_0_1_0_4__617  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_0_5__616  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_0_5__616  linear_high_640   1.000000000000e+00
    publish_tuple_21_as_0_1_0_5__616  linear_low_753   1.000000000000e+00
    publish_tuple_21_as_0_1_0_5__616  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_5_0__620  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_5_0__620  linear_high_644   1.000000000000e+00
    publish_tuple_21_as_0_1_5_0__620  linear_low_802   1.000000000000e+00
    publish_tuple_21_as_0_1_5_0__620  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_5_4__627  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_5_4__627  linear_high_651   1.000000000000e+00
    publish_tuple_21_as_0_1_5_4__627  linear_low_830   1.000000000000e+00
    publish_tuple_21_as_0_1_5_4__627  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_7_0__626  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_7_0__626  linear_high_650   1.000000000000e+00
    publish_tuple_21_as_0_1_7_0__626  linear_low_829   1.000000000000e+00
    publish_tuple_21_as_0_1_7_0__626  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_0_1_7_4__625  linear_21   1.000000000000e+00
    publish_tuple_21_as_0_1_7_4__625  linear_high_649   1.000000000000e+00
    publish_tuple_21_as_0_1_7_4__625  linear_low_828   1.000000000000e+00
    publish_tuple_21_as_0_1_7_4__625  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_15_0_0_0__641  linear_21   1.000000000000e+00
    publish_tuple_21_as_15_0_0_0__641  linear_high_665   1.000000000000e+00
    publish_tuple_21_as_15_0_0_0__641  linear_low_874   1.000000000000e+00
    publish_tuple_21_as_15_0_0_0__641  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_15_0_5_0__640  linear_21   1.000000000000e+00
    publish_tuple_21_as_15_0_5_0__640  linear_high_664   1.000000000000e+00
    publish_tuple_21_as_15_0_5_0__640  linear_low_873   1.000000000000e+00
    publish_tuple_21_as_15_0_5_0__640  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_0_0__633  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_0_0__633  linear_high_657   1.000000000000e+00
    publish_tuple_21_as_2_0_0_0__633  linear_low_851   1.000000000000e+00
    publish_tuple_21_as_2_0_0_0__633  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_0_4__632  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_0_4__632  linear_high_656   1.000000000000e+00
    publish_tuple_21_as_2_0_0_4__632  linear_low_850   1.000000000000e+00
    publish_tuple_21_as_2_0_0_4__632  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_0_5__631  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_0_5__631  linear_high_655   1.000000000000e+00
    publish_tuple_21_as_2_0_0_5__631  linear_low_849   1.000000000000e+00
    publish_tuple_21_as_2_0_0_5__631  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_5_0__639  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_5_0__639  linear_high_663   1.000000000000e+00
    publish_tuple_21_as_2_0_5_0__639  linear_low_872   1.000000000000e+00
    publish_tuple_21_as_2_0_5_0__639  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_5_4__644  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_5_4__644  linear_high_668   1.000000000000e+00
    publish_tuple_21_as_2_0_5_4__644  linear_low_878   1.000000000000e+00
    publish_tuple_21_as_2_0_5_4__644  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_7_0__643  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_7_0__643  linear_high_667   1.000000000000e+00
    publish_tuple_21_as_2_0_7_0__643  linear_low_877   1.000000000000e+00
    publish_tuple_21_as_2_0_7_0__643  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_0_7_4__642  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_0_7_4__642  linear_high_666   1.000000000000e+00
    publish_tuple_21_as_2_0_7_4__642  linear_low_876   1.000000000000e+00
    publish_tuple_21_as_2_0_7_4__642  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_1_0_0__630  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_1_0_0__630  linear_high_654   1.000000000000e+00
    publish_tuple_21_as_2_1_0_0__630  linear_low_844   1.000000000000e+00
    publish_tuple_21_as_2_1_0_0__630  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_1_0_4__629  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_1_0_4__629  linear_high_653   1.000000000000e+00
    publish_tuple_21_as_2_1_0_4__629  linear_low_843   1.000000000000e+00
    publish_tuple_21_as_2_1_0_4__629  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_2_1_5_0__638  linear_21   1.000000000000e+00
    publish_tuple_21_as_2_1_5_0__638  linear_high_662   1.000000000000e+00
    publish_tuple_21_as_2_1_5_0__638  linear_low_868   1.000000000000e+00
    publish_tuple_21_as_2_1_5_0__638  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_6_0_0_0__636  linear_21   1.000000000000e+00
    publish_tuple_21_as_6_0_0_0__636  linear_high_660   1.000000000000e+00
    publish_tuple_21_as_6_0_0_0__636  linear_low_866   1.000000000000e+00
    publish_tuple_21_as_6_0_0_0__636  OBJ        8.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_6_0_0_4__635  linear_21   1.000000000000e+00
    publish_tuple_21_as_6_0_0_4__635  linear_high_659   1.000000000000e+00
    publish_tuple_21_as_6_0_0_4__635  linear_low_865   1.000000000000e+00
    publish_tuple_21_as_6_0_0_4__635  OBJ        6.920000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_6_0_0_5__634  linear_21   1.000000000000e+00
    publish_tuple_21_as_6_0_0_5__634  linear_high_658   1.000000000000e+00
    publish_tuple_21_as_6_0_0_5__634  linear_low_864   1.000000000000e+00
    publish_tuple_21_as_6_0_0_5__634  OBJ        6.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_21_as_6_0_5_0__637  linear_21   1.000000000000e+00
    publish_tuple_21_as_6_0_5_0__637  linear_high_661   1.000000000000e+00
    publish_tuple_21_as_6_0_5_0__637  linear_low_867   1.000000000000e+00
    publish_tuple_21_as_6_0_5_0__637  OBJ        6.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_0_0__646  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_0_0__646  linear_high_670   1.000000000000e+00
    publish_tuple_22_as_0_0_0_0__646  linear_low_746   1.000000000000e+00
    publish_tuple_22_as_0_0_0_0__646  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_0_1__645  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_0_1__645  linear_high_669   1.000000000000e+00
    publish_tuple_22_as_0_0_0_1__645  linear_low_745   1.000000000000e+00
    publish_tuple_22_as_0_0_0_1__645  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_0_3__650  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_0_3__650  linear_high_674   1.000000000000e+00
    publish_tuple_22_as_0_0_0_3__650  linear_low_780   1.000000000000e+00
    publish_tuple_22_as_0_0_0_3__650  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_5_0__656  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_5_0__656  linear_high_680   1.000000000000e+00
    publish_tuple_22_as_0_0_5_0__656  linear_low_808   1.000000000000e+00
    publish_tuple_22_as_0_0_5_0__656  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_5_1__655  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_5_1__655  linear_high_679   1.000000000000e+00
    publish_tuple_22_as_0_0_5_1__655  linear_low_807   1.000000000000e+00
    publish_tuple_22_as_0_0_5_1__655  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_5_3__654  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_5_3__654  linear_high_678   1.000000000000e+00
    publish_tuple_22_as_0_0_5_3__654  linear_low_806   1.000000000000e+00
    publish_tuple_22_as_0_0_5_3__654  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_6_0__653  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_6_0__653  linear_high_677   1.000000000000e+00
    publish_tuple_22_as_0_0_6_0__653  linear_low_805   1.000000000000e+00
    publish_tuple_22_as_0_0_6_0__653  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_6_1__652  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_6_1__652  linear_high_676   1.000000000000e+00
    publish_tuple_22_as_0_0_6_1__652  linear_low_804   1.000000000000e+00
    publish_tuple_22_as_0_0_6_1__652  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_0_6_3__651  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_0_6_3__651  linear_high_675   1.000000000000e+00
    publish_tuple_22_as_0_0_6_3__651  linear_low_803   1.000000000000e+00
    publish_tuple_22_as_0_0_6_3__651  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_0_0__648  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_0_0__648  linear_high_672   1.000000000000e+00
    publish_tuple_22_as_0_2_0_0__648  linear_low_775   1.000000000000e+00
    publish_tuple_22_as_0_2_0_0__648  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_0_1__647  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_0_1__647  linear_high_671   1.000000000000e+00
    publish_tuple_22_as_0_2_0_1__647  linear_low_774   1.000000000000e+00
    publish_tuple_22_as_0_2_0_1__647  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_0_3__649  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_0_3__649  linear_high_673   1.000000000000e+00
    publish_tuple_22_as_0_2_0_3__649  linear_low_777   1.000000000000e+00
    publish_tuple_22_as_0_2_0_3__649  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_5_0__658  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_5_0__658  linear_high_682   1.000000000000e+00
    publish_tuple_22_as_0_2_5_0__658  linear_low_816   1.000000000000e+00
    publish_tuple_22_as_0_2_5_0__658  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_5_1__657  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_5_1__657  linear_high_681   1.000000000000e+00
    publish_tuple_22_as_0_2_5_1__657  linear_low_815   1.000000000000e+00
    publish_tuple_22_as_0_2_5_1__657  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_0_2_6_0__659  linear_22   1.000000000000e+00
    publish_tuple_22_as_0_2_6_0__659  linear_high_683   1.000000000000e+00
    publish_tuple_22_as_0_2_6_0__659  linear_low_822   1.000000000000e+00
    publish_tuple_22_as_0_2_6_0__659  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_0_0__660  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_0_0__660  linear_high_684   1.000000000000e+00
    publish_tuple_22_as_2_0_0_0__660  linear_low_851   1.000000000000e+00
    publish_tuple_22_as_2_0_0_0__660  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_0_1__665  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_0_1__665  linear_high_689   1.000000000000e+00
    publish_tuple_22_as_2_0_0_1__665  linear_low_861   1.000000000000e+00
    publish_tuple_22_as_2_0_0_1__665  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_0_3__664  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_0_3__664  linear_high_688   1.000000000000e+00
    publish_tuple_22_as_2_0_0_3__664  linear_low_860   1.000000000000e+00
    publish_tuple_22_as_2_0_0_3__664  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_5_0__669  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_5_0__669  linear_high_693   1.000000000000e+00
    publish_tuple_22_as_2_0_5_0__669  linear_low_872   1.000000000000e+00
    publish_tuple_22_as_2_0_5_0__669  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_5_1__668  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_5_1__668  linear_high_692   1.000000000000e+00
    publish_tuple_22_as_2_0_5_1__668  linear_low_871   1.000000000000e+00
    publish_tuple_22_as_2_0_5_1__668  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_6_0__667  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_6_0__667  linear_high_691   1.000000000000e+00
    publish_tuple_22_as_2_0_6_0__667  linear_low_870   1.000000000000e+00
    publish_tuple_22_as_2_0_6_0__667  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_0_6_1__666  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_0_6_1__666  linear_high_690   1.000000000000e+00
    publish_tuple_22_as_2_0_6_1__666  linear_low_869   1.000000000000e+00
    publish_tuple_22_as_2_0_6_1__666  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_2_0_0__663  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_2_0_0__663  linear_high_687   1.000000000000e+00
    publish_tuple_22_as_2_2_0_0__663  linear_low_859   1.000000000000e+00
    publish_tuple_22_as_2_2_0_0__663  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_2_0_1__662  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_2_0_1__662  linear_high_686   1.000000000000e+00
    publish_tuple_22_as_2_2_0_1__662  linear_low_858   1.000000000000e+00
    publish_tuple_22_as_2_2_0_1__662  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_2_0_3__661  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_2_0_3__661  linear_high_685   1.000000000000e+00
    publish_tuple_22_as_2_2_0_3__661  linear_low_857   1.000000000000e+00
    publish_tuple_22_as_2_2_0_3__661  OBJ        4.080000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_22_as_2_2_5_0__670  linear_22   1.000000000000e+00
    publish_tuple_22_as_2_2_5_0__670  linear_high_694   1.000000000000e+00
    publish_tuple_22_as_2_2_5_0__670  linear_low_875   1.000000000000e+00
    publish_tuple_22_as_2_2_5_0__670  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_0_0__672  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_0_0__672  linear_high_696   1.000000000000e+00
    publish_tuple_23_as_0_0_0_0__672  linear_low_746   1.000000000000e+00
    publish_tuple_23_as_0_0_0_0__672  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_0_4__674  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_0_4__674  linear_high_698   1.000000000000e+00
    publish_tuple_23_as_0_0_0_4__674  linear_low_759   1.000000000000e+00
    publish_tuple_23_as_0_0_0_4__674  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_0_6__686  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_0_6__686  linear_high_710   1.000000000000e+00
    publish_tuple_23_as_0_0_0_6__686  linear_low_835   1.000000000000e+00
    publish_tuple_23_as_0_0_0_6__686  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_5_0__676  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_5_0__676  linear_high_700   1.000000000000e+00
    publish_tuple_23_as_0_0_5_0__676  linear_low_808   1.000000000000e+00
    publish_tuple_23_as_0_0_5_0__676  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_5_4__678  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_5_4__678  linear_high_702   1.000000000000e+00
    publish_tuple_23_as_0_0_5_4__678  linear_low_825   1.000000000000e+00
    publish_tuple_23_as_0_0_5_4__678  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_5_6__685  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_5_6__685  linear_high_709   1.000000000000e+00
    publish_tuple_23_as_0_0_5_6__685  linear_low_834   1.000000000000e+00
    publish_tuple_23_as_0_0_5_6__685  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_7_0__677  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_7_0__677  linear_high_701   1.000000000000e+00
    publish_tuple_23_as_0_0_7_0__677  linear_low_817   1.000000000000e+00
    publish_tuple_23_as_0_0_7_0__677  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_7_4__684  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_7_4__684  linear_high_708   1.000000000000e+00
    publish_tuple_23_as_0_0_7_4__684  linear_low_833   1.000000000000e+00
    publish_tuple_23_as_0_0_7_4__684  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_0_7_6__683  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_0_7_6__683  linear_high_707   1.000000000000e+00
    publish_tuple_23_as_0_0_7_6__683  linear_low_832   1.000000000000e+00
    publish_tuple_23_as_0_0_7_6__683  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_0_0__671  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_0_0__671  linear_high_695   1.000000000000e+00
    publish_tuple_23_as_0_1_0_0__671  linear_low_739   1.000000000000e+00
    publish_tuple_23_as_0_1_0_0__671  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_0_4__673  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_0_4__673  linear_high_697   1.000000000000e+00
    publish_tuple_23_as_0_1_0_4__673  linear_low_754   1.000000000000e+00
    publish_tuple_23_as_0_1_0_4__673  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_0_6__682  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_0_6__682  linear_high_706   1.000000000000e+00
    publish_tuple_23_as_0_1_0_6__682  linear_low_831   1.000000000000e+00
    publish_tuple_23_as_0_1_0_6__682  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_5_0__675  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_5_0__675  linear_high_699   1.000000000000e+00
    publish_tuple_23_as_0_1_5_0__675  linear_low_802   1.000000000000e+00
    publish_tuple_23_as_0_1_5_0__675  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_5_4__681  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_5_4__681  linear_high_705   1.000000000000e+00
    publish_tuple_23_as_0_1_5_4__681  linear_low_830   1.000000000000e+00
    publish_tuple_23_as_0_1_5_4__681  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_7_0__680  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_7_0__680  linear_high_704   1.000000000000e+00
    publish_tuple_23_as_0_1_7_0__680  linear_low_829   1.000000000000e+00
    publish_tuple_23_as_0_1_7_0__680  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_0_1_7_4__679  linear_23   1.000000000000e+00
    publish_tuple_23_as_0_1_7_4__679  linear_high_703   1.000000000000e+00
    publish_tuple_23_as_0_1_7_4__679  linear_low_828   1.000000000000e+00
    publish_tuple_23_as_0_1_7_4__679  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_0_0__690  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_0_0__690  linear_high_714   1.000000000000e+00
    publish_tuple_23_as_2_0_0_0__690  linear_low_851   1.000000000000e+00
    publish_tuple_23_as_2_0_0_0__690  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_0_4__689  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_0_4__689  linear_high_713   1.000000000000e+00
    publish_tuple_23_as_2_0_0_4__689  linear_low_850   1.000000000000e+00
    publish_tuple_23_as_2_0_0_4__689  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_0_6__691  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_0_6__691  linear_high_715   1.000000000000e+00
    publish_tuple_23_as_2_0_0_6__691  linear_low_853   1.000000000000e+00
    publish_tuple_23_as_2_0_0_6__691  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_5_0__693  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_5_0__693  linear_high_717   1.000000000000e+00
    publish_tuple_23_as_2_0_5_0__693  linear_low_872   1.000000000000e+00
    publish_tuple_23_as_2_0_5_0__693  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_5_4__696  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_5_4__696  linear_high_720   1.000000000000e+00
    publish_tuple_23_as_2_0_5_4__696  linear_low_878   1.000000000000e+00
    publish_tuple_23_as_2_0_5_4__696  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_7_0__695  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_7_0__695  linear_high_719   1.000000000000e+00
    publish_tuple_23_as_2_0_7_0__695  linear_low_877   1.000000000000e+00
    publish_tuple_23_as_2_0_7_0__695  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_0_7_4__694  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_0_7_4__694  linear_high_718   1.000000000000e+00
    publish_tuple_23_as_2_0_7_4__694  linear_low_876   1.000000000000e+00
    publish_tuple_23_as_2_0_7_4__694  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_1_0_0__688  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_1_0_0__688  linear_high_712   1.000000000000e+00
    publish_tuple_23_as_2_1_0_0__688  linear_low_844   1.000000000000e+00
    publish_tuple_23_as_2_1_0_0__688  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_1_0_4__687  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_1_0_4__687  linear_high_711   1.000000000000e+00
    publish_tuple_23_as_2_1_0_4__687  linear_low_843   1.000000000000e+00
    publish_tuple_23_as_2_1_0_4__687  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_23_as_2_1_5_0__692  linear_23   1.000000000000e+00
    publish_tuple_23_as_2_1_5_0__692  linear_high_716   1.000000000000e+00
    publish_tuple_23_as_2_1_5_0__692  linear_low_868   1.000000000000e+00
    publish_tuple_23_as_2_1_5_0__692  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_0_0__66  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_0_0__66  linear_high_90   1.000000000000e+00
    publish_tuple_2_as_0_0_0_0__66  linear_low_746   1.000000000000e+00
    publish_tuple_2_as_0_0_0_0__66  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_0_1__65  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_0_1__65  linear_high_89   1.000000000000e+00
    publish_tuple_2_as_0_0_0_1__65  linear_low_745   1.000000000000e+00
    publish_tuple_2_as_0_0_0_1__65  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_0_2__64  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_0_2__64  linear_high_88   1.000000000000e+00
    publish_tuple_2_as_0_0_0_2__64  linear_low_744   1.000000000000e+00
    publish_tuple_2_as_0_0_0_2__64  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_1_0__63  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_1_0__63  linear_high_87   1.000000000000e+00
    publish_tuple_2_as_0_0_1_0__63  linear_low_743   1.000000000000e+00
    publish_tuple_2_as_0_0_1_0__63  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_1_1__62  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_1_1__62  linear_high_86   1.000000000000e+00
    publish_tuple_2_as_0_0_1_1__62  linear_low_742   1.000000000000e+00
    publish_tuple_2_as_0_0_1_1__62  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_1_2__61  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_1_2__61  linear_high_85   1.000000000000e+00
    publish_tuple_2_as_0_0_1_2__61  linear_low_741   1.000000000000e+00
    publish_tuple_2_as_0_0_1_2__61  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_0_2_0__60  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_0_2_0__60  linear_high_84   1.000000000000e+00
    publish_tuple_2_as_0_0_2_0__60  linear_low_740   1.000000000000e+00
    publish_tuple_2_as_0_0_2_0__60  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_2_0_0__82  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_2_0_0__82  linear_high_106   1.000000000000e+00
    publish_tuple_2_as_0_2_0_0__82  linear_low_775   1.000000000000e+00
    publish_tuple_2_as_0_2_0_0__82  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_2_0_1__81  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_2_0_1__81  linear_high_105   1.000000000000e+00
    publish_tuple_2_as_0_2_0_1__81  linear_low_774   1.000000000000e+00
    publish_tuple_2_as_0_2_0_1__81  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_2_1_0__80  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_2_1_0__80  linear_high_104   1.000000000000e+00
    publish_tuple_2_as_0_2_1_0__80  linear_low_773   1.000000000000e+00
    publish_tuple_2_as_0_2_1_0__80  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_2_1_1__79  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_2_1_1__79  linear_high_103   1.000000000000e+00
    publish_tuple_2_as_0_2_1_1__79  linear_low_772   1.000000000000e+00
    publish_tuple_2_as_0_2_1_1__79  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_0_2_2_0__78  linear_2   1.000000000000e+00
    publish_tuple_2_as_0_2_2_0__78  linear_high_102   1.000000000000e+00
    publish_tuple_2_as_0_2_2_0__78  linear_low_771   1.000000000000e+00
    publish_tuple_2_as_0_2_2_0__78  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_0_0_0__59  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_0_0_0__59  linear_high_83   1.000000000000e+00
    publish_tuple_2_as_1_0_0_0__59  linear_low_734   1.000000000000e+00
    publish_tuple_2_as_1_0_0_0__59  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_0_0_1__58  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_0_0_1__58  linear_high_82   1.000000000000e+00
    publish_tuple_2_as_1_0_0_1__58  linear_low_733   1.000000000000e+00
    publish_tuple_2_as_1_0_0_1__58  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_0_0_2__57  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_0_0_2__57  linear_high_81   1.000000000000e+00
    publish_tuple_2_as_1_0_0_2__57  linear_low_732   1.000000000000e+00
    publish_tuple_2_as_1_0_0_2__57  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_0_1_0__56  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_0_1_0__56  linear_high_80   1.000000000000e+00
    publish_tuple_2_as_1_0_1_0__56  linear_low_731   1.000000000000e+00
    publish_tuple_2_as_1_0_1_0__56  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_0_1_1__55  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_0_1_1__55  linear_high_79   1.000000000000e+00
    publish_tuple_2_as_1_0_1_1__55  linear_low_730   1.000000000000e+00
    publish_tuple_2_as_1_0_1_1__55  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_2_0_0__77  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_2_0_0__77  linear_high_101   1.000000000000e+00
    publish_tuple_2_as_1_2_0_0__77  linear_low_770   1.000000000000e+00
    publish_tuple_2_as_1_2_0_0__77  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_2_0_1__76  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_2_0_1__76  linear_high_100   1.000000000000e+00
    publish_tuple_2_as_1_2_0_1__76  linear_low_769   1.000000000000e+00
    publish_tuple_2_as_1_2_0_1__76  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_1_2_1_0__75  linear_2   1.000000000000e+00
    publish_tuple_2_as_1_2_1_0__75  linear_high_99   1.000000000000e+00
    publish_tuple_2_as_1_2_1_0__75  linear_low_768   1.000000000000e+00
    publish_tuple_2_as_1_2_1_0__75  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_0_0_0__54  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_0_0_0__54  linear_high_78   1.000000000000e+00
    publish_tuple_2_as_3_0_0_0__54  linear_low_726   1.000000000000e+00
    publish_tuple_2_as_3_0_0_0__54  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_0_0_1__53  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_0_0_1__53  linear_high_77   1.000000000000e+00
    publish_tuple_2_as_3_0_0_1__53  linear_low_725   1.000000000000e+00
    publish_tuple_2_as_3_0_0_1__53  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_0_1_0__52  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_0_1_0__52  linear_high_76   1.000000000000e+00
    publish_tuple_2_as_3_0_1_0__52  linear_low_724   1.000000000000e+00
    publish_tuple_2_as_3_0_1_0__52  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_0_1_1__51  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_0_1_1__51  linear_high_75   1.000000000000e+00
    publish_tuple_2_as_3_0_1_1__51  linear_low_723   1.000000000000e+00
    publish_tuple_2_as_3_0_1_1__51  OBJ        5.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_2_0_0__74  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_2_0_0__74  linear_high_98   1.000000000000e+00
    publish_tuple_2_as_3_2_0_0__74  linear_low_767   1.000000000000e+00
    publish_tuple_2_as_3_2_0_0__74  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_3_2_1_0__73  linear_2   1.000000000000e+00
    publish_tuple_2_as_3_2_1_0__73  linear_high_97   1.000000000000e+00
    publish_tuple_2_as_3_2_1_0__73  linear_low_766   1.000000000000e+00
    publish_tuple_2_as_3_2_1_0__73  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_0_0_0__72  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_0_0_0__72  linear_high_96   1.000000000000e+00
    publish_tuple_2_as_9_0_0_0__72  linear_low_765   1.000000000000e+00
    publish_tuple_2_as_9_0_0_0__72  OBJ        8.640000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_0_0_1__71  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_0_0_1__71  linear_high_95   1.000000000000e+00
    publish_tuple_2_as_9_0_0_1__71  linear_low_764   1.000000000000e+00
    publish_tuple_2_as_9_0_0_1__71  OBJ        6.800000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_0_1_0__70  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_0_1_0__70  linear_high_94   1.000000000000e+00
    publish_tuple_2_as_9_0_1_0__70  linear_low_763   1.000000000000e+00
    publish_tuple_2_as_9_0_1_0__70  OBJ        7.260000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_0_1_1__69  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_0_1_1__69  linear_high_93   1.000000000000e+00
    publish_tuple_2_as_9_0_1_1__69  linear_low_762   1.000000000000e+00
    publish_tuple_2_as_9_0_1_1__69  OBJ        5.420000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_2_0_0__68  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_2_0_0__68  linear_high_92   1.000000000000e+00
    publish_tuple_2_as_9_2_0_0__68  linear_low_761   1.000000000000e+00
    publish_tuple_2_as_9_2_0_0__68  OBJ        5.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_2_as_9_2_1_0__67  linear_2   1.000000000000e+00
    publish_tuple_2_as_9_2_1_0__67  linear_high_91   1.000000000000e+00
    publish_tuple_2_as_9_2_1_0__67  linear_low_760   1.000000000000e+00
    publish_tuple_2_as_9_2_1_0__67  OBJ        4.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_0_0__94  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_0_0__94  linear_high_118   1.000000000000e+00
    publish_tuple_3_as_0_0_0_0__94  linear_low_746   1.000000000000e+00
    publish_tuple_3_as_0_0_0_0__94  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_0_1__93  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_0_1__93  linear_high_117   1.000000000000e+00
    publish_tuple_3_as_0_0_0_1__93  linear_low_745   1.000000000000e+00
    publish_tuple_3_as_0_0_0_1__93  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_0_3__117  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_0_3__117  linear_high_141   1.000000000000e+00
    publish_tuple_3_as_0_0_0_3__117  linear_low_780   1.000000000000e+00
    publish_tuple_3_as_0_0_0_3__117  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_1_0__92  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_1_0__92  linear_high_116   1.000000000000e+00
    publish_tuple_3_as_0_0_1_0__92  linear_low_743   1.000000000000e+00
    publish_tuple_3_as_0_0_1_0__92  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_1_1__91  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_1_1__91  linear_high_115   1.000000000000e+00
    publish_tuple_3_as_0_0_1_1__91  linear_low_742   1.000000000000e+00
    publish_tuple_3_as_0_0_1_1__91  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_1_3__116  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_1_3__116  linear_high_140   1.000000000000e+00
    publish_tuple_3_as_0_0_1_3__116  linear_low_779   1.000000000000e+00
    publish_tuple_3_as_0_0_1_3__116  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_4_0__97  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_4_0__97  linear_high_121   1.000000000000e+00
    publish_tuple_3_as_0_0_4_0__97  linear_low_755   1.000000000000e+00
    publish_tuple_3_as_0_0_4_0__97  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_0_4_1__115  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_0_4_1__115  linear_high_139   1.000000000000e+00
    publish_tuple_3_as_0_0_4_1__115  linear_low_778   1.000000000000e+00
    publish_tuple_3_as_0_0_4_1__115  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_2_0_0__112  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_2_0_0__112  linear_high_136   1.000000000000e+00
    publish_tuple_3_as_0_2_0_0__112  linear_low_775   1.000000000000e+00
    publish_tuple_3_as_0_2_0_0__112  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_2_0_1__111  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_2_0_1__111  linear_high_135   1.000000000000e+00
    publish_tuple_3_as_0_2_0_1__111  linear_low_774   1.000000000000e+00
    publish_tuple_3_as_0_2_0_1__111  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_2_0_3__114  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_2_0_3__114  linear_high_138   1.000000000000e+00
    publish_tuple_3_as_0_2_0_3__114  linear_low_777   1.000000000000e+00
    publish_tuple_3_as_0_2_0_3__114  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_2_1_0__110  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_2_1_0__110  linear_high_134   1.000000000000e+00
    publish_tuple_3_as_0_2_1_0__110  linear_low_773   1.000000000000e+00
    publish_tuple_3_as_0_2_1_0__110  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_0_2_1_1__109  linear_3   1.000000000000e+00
    publish_tuple_3_as_0_2_1_1__109  linear_high_133   1.000000000000e+00
    publish_tuple_3_as_0_2_1_1__109  linear_low_772   1.000000000000e+00
    publish_tuple_3_as_0_2_1_1__109  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_0_0__90  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_0_0__90  linear_high_114   1.000000000000e+00
    publish_tuple_3_as_1_0_0_0__90  linear_low_734   1.000000000000e+00
    publish_tuple_3_as_1_0_0_0__90  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_0_1__89  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_0_1__89  linear_high_113   1.000000000000e+00
    publish_tuple_3_as_1_0_0_1__89  linear_low_733   1.000000000000e+00
    publish_tuple_3_as_1_0_0_1__89  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_0_3__113  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_0_3__113  linear_high_137   1.000000000000e+00
    publish_tuple_3_as_1_0_0_3__113  linear_low_776   1.000000000000e+00
    publish_tuple_3_as_1_0_0_3__113  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_1_0__88  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_1_0__88  linear_high_112   1.000000000000e+00
    publish_tuple_3_as_1_0_1_0__88  linear_low_731   1.000000000000e+00
    publish_tuple_3_as_1_0_1_0__88  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_1_1__87  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_1_1__87  linear_high_111   1.000000000000e+00
    publish_tuple_3_as_1_0_1_1__87  linear_low_730   1.000000000000e+00
    publish_tuple_3_as_1_0_1_1__87  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_0_4_0__96  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_0_4_0__96  linear_high_120   1.000000000000e+00
    publish_tuple_3_as_1_0_4_0__96  linear_low_748   1.000000000000e+00
    publish_tuple_3_as_1_0_4_0__96  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_2_0_0__108  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_2_0_0__108  linear_high_132   1.000000000000e+00
    publish_tuple_3_as_1_2_0_0__108  linear_low_770   1.000000000000e+00
    publish_tuple_3_as_1_2_0_0__108  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_2_0_1__107  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_2_0_1__107  linear_high_131   1.000000000000e+00
    publish_tuple_3_as_1_2_0_1__107  linear_low_769   1.000000000000e+00
    publish_tuple_3_as_1_2_0_1__107  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_1_2_1_0__106  linear_3   1.000000000000e+00
    publish_tuple_3_as_1_2_1_0__106  linear_high_130   1.000000000000e+00
    publish_tuple_3_as_1_2_1_0__106  linear_low_768   1.000000000000e+00
    publish_tuple_3_as_1_2_1_0__106  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_0_0_0__86  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_0_0_0__86  linear_high_110   1.000000000000e+00
    publish_tuple_3_as_3_0_0_0__86  linear_low_726   1.000000000000e+00
    publish_tuple_3_as_3_0_0_0__86  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_0_0_1__85  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_0_0_1__85  linear_high_109   1.000000000000e+00
    publish_tuple_3_as_3_0_0_1__85  linear_low_725   1.000000000000e+00
    publish_tuple_3_as_3_0_0_1__85  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_0_1_0__84  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_0_1_0__84  linear_high_108   1.000000000000e+00
    publish_tuple_3_as_3_0_1_0__84  linear_low_724   1.000000000000e+00
    publish_tuple_3_as_3_0_1_0__84  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_0_1_1__83  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_0_1_1__83  linear_high_107   1.000000000000e+00
    publish_tuple_3_as_3_0_1_1__83  linear_low_723   1.000000000000e+00
    publish_tuple_3_as_3_0_1_1__83  OBJ        5.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_0_4_0__95  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_0_4_0__95  linear_high_119   1.000000000000e+00
    publish_tuple_3_as_3_0_4_0__95  linear_low_747   1.000000000000e+00
    publish_tuple_3_as_3_0_4_0__95  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_2_0_0__105  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_2_0_0__105  linear_high_129   1.000000000000e+00
    publish_tuple_3_as_3_2_0_0__105  linear_low_767   1.000000000000e+00
    publish_tuple_3_as_3_2_0_0__105  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_3_2_1_0__104  linear_3   1.000000000000e+00
    publish_tuple_3_as_3_2_1_0__104  linear_high_128   1.000000000000e+00
    publish_tuple_3_as_3_2_1_0__104  linear_low_766   1.000000000000e+00
    publish_tuple_3_as_3_2_1_0__104  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_0_0_0__103  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_0_0_0__103  linear_high_127   1.000000000000e+00
    publish_tuple_3_as_9_0_0_0__103  linear_low_765   1.000000000000e+00
    publish_tuple_3_as_9_0_0_0__103  OBJ        8.640000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_0_0_1__102  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_0_0_1__102  linear_high_126   1.000000000000e+00
    publish_tuple_3_as_9_0_0_1__102  linear_low_764   1.000000000000e+00
    publish_tuple_3_as_9_0_0_1__102  OBJ        6.800000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_0_1_0__101  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_0_1_0__101  linear_high_125   1.000000000000e+00
    publish_tuple_3_as_9_0_1_0__101  linear_low_763   1.000000000000e+00
    publish_tuple_3_as_9_0_1_0__101  OBJ        7.260000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_0_1_1__100  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_0_1_1__100  linear_high_124   1.000000000000e+00
    publish_tuple_3_as_9_0_1_1__100  linear_low_762   1.000000000000e+00
    publish_tuple_3_as_9_0_1_1__100  OBJ        5.420000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_2_0_0__99  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_2_0_0__99  linear_high_123   1.000000000000e+00
    publish_tuple_3_as_9_2_0_0__99  linear_low_761   1.000000000000e+00
    publish_tuple_3_as_9_2_0_0__99  OBJ        5.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_3_as_9_2_1_0__98  linear_3   1.000000000000e+00
    publish_tuple_3_as_9_2_1_0__98  linear_high_122   1.000000000000e+00
    publish_tuple_3_as_9_2_1_0__98  linear_low_760   1.000000000000e+00
    publish_tuple_3_as_9_2_1_0__98  OBJ        4.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_0_0__138  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_0_0__138  linear_high_162   1.000000000000e+00
    publish_tuple_4_as_0_0_0_0__138  linear_low_746   1.000000000000e+00
    publish_tuple_4_as_0_0_0_0__138  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_0_1__137  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_0_1__137  linear_high_161   1.000000000000e+00
    publish_tuple_4_as_0_0_0_1__137  linear_low_745   1.000000000000e+00
    publish_tuple_4_as_0_0_0_1__137  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_0_3__150  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_0_3__150  linear_high_174   1.000000000000e+00
    publish_tuple_4_as_0_0_0_3__150  linear_low_780   1.000000000000e+00
    publish_tuple_4_as_0_0_0_3__150  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_1_0__136  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_1_0__136  linear_high_160   1.000000000000e+00
    publish_tuple_4_as_0_0_1_0__136  linear_low_743   1.000000000000e+00
    publish_tuple_4_as_0_0_1_0__136  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_1_1__135  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_1_1__135  linear_high_159   1.000000000000e+00
    publish_tuple_4_as_0_0_1_1__135  linear_low_742   1.000000000000e+00
    publish_tuple_4_as_0_0_1_1__135  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_1_3__149  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_1_3__149  linear_high_173   1.000000000000e+00
    publish_tuple_4_as_0_0_1_3__149  linear_low_779   1.000000000000e+00
    publish_tuple_4_as_0_0_1_3__149  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_4_0__142  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_4_0__142  linear_high_166   1.000000000000e+00
    publish_tuple_4_as_0_0_4_0__142  linear_low_755   1.000000000000e+00
    publish_tuple_4_as_0_0_4_0__142  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_0_4_1__148  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_0_4_1__148  linear_high_172   1.000000000000e+00
    publish_tuple_4_as_0_0_4_1__148  linear_low_778   1.000000000000e+00
    publish_tuple_4_as_0_0_4_1__148  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_1_0_0__134  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_1_0_0__134  linear_high_158   1.000000000000e+00
    publish_tuple_4_as_0_1_0_0__134  linear_low_739   1.000000000000e+00
    publish_tuple_4_as_0_1_0_0__134  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_1_0_1__133  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_1_0_1__133  linear_high_157   1.000000000000e+00
    publish_tuple_4_as_0_1_0_1__133  linear_low_738   1.000000000000e+00
    publish_tuple_4_as_0_1_0_1__133  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_1_1_0__132  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_1_1_0__132  linear_high_156   1.000000000000e+00
    publish_tuple_4_as_0_1_1_0__132  linear_low_736   1.000000000000e+00
    publish_tuple_4_as_0_1_1_0__132  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_1_1_1__131  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_1_1_1__131  linear_high_155   1.000000000000e+00
    publish_tuple_4_as_0_1_1_1__131  linear_low_735   1.000000000000e+00
    publish_tuple_4_as_0_1_1_1__131  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_0_1_4_0__141  linear_4   1.000000000000e+00
    publish_tuple_4_as_0_1_4_0__141  linear_high_165   1.000000000000e+00
    publish_tuple_4_as_0_1_4_0__141  linear_low_751   1.000000000000e+00
    publish_tuple_4_as_0_1_4_0__141  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_0_0__130  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_0_0__130  linear_high_154   1.000000000000e+00
    publish_tuple_4_as_1_0_0_0__130  linear_low_734   1.000000000000e+00
    publish_tuple_4_as_1_0_0_0__130  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_0_1__129  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_0_1__129  linear_high_153   1.000000000000e+00
    publish_tuple_4_as_1_0_0_1__129  linear_low_733   1.000000000000e+00
    publish_tuple_4_as_1_0_0_1__129  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_0_3__147  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_0_3__147  linear_high_171   1.000000000000e+00
    publish_tuple_4_as_1_0_0_3__147  linear_low_776   1.000000000000e+00
    publish_tuple_4_as_1_0_0_3__147  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_1_0__128  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_1_0__128  linear_high_152   1.000000000000e+00
    publish_tuple_4_as_1_0_1_0__128  linear_low_731   1.000000000000e+00
    publish_tuple_4_as_1_0_1_0__128  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_1_1__127  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_1_1__127  linear_high_151   1.000000000000e+00
    publish_tuple_4_as_1_0_1_1__127  linear_low_730   1.000000000000e+00
    publish_tuple_4_as_1_0_1_1__127  OBJ        6.380000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_0_4_0__140  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_0_4_0__140  linear_high_164   1.000000000000e+00
    publish_tuple_4_as_1_0_4_0__140  linear_low_748   1.000000000000e+00
    publish_tuple_4_as_1_0_4_0__140  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_1_0_0__126  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_1_0_0__126  linear_high_150   1.000000000000e+00
    publish_tuple_4_as_1_1_0_0__126  linear_low_729   1.000000000000e+00
    publish_tuple_4_as_1_1_0_0__126  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_1_0_1__125  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_1_0_1__125  linear_high_149   1.000000000000e+00
    publish_tuple_4_as_1_1_0_1__125  linear_low_728   1.000000000000e+00
    publish_tuple_4_as_1_1_0_1__125  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_1_1_1_0__124  linear_4   1.000000000000e+00
    publish_tuple_4_as_1_1_1_0__124  linear_high_148   1.000000000000e+00
    publish_tuple_4_as_1_1_1_0__124  linear_low_727   1.000000000000e+00
    publish_tuple_4_as_1_1_1_0__124  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_0_0_0__123  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_0_0_0__123  linear_high_147   1.000000000000e+00
    publish_tuple_4_as_3_0_0_0__123  linear_low_726   1.000000000000e+00
    publish_tuple_4_as_3_0_0_0__123  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_0_0_1__122  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_0_0_1__122  linear_high_146   1.000000000000e+00
    publish_tuple_4_as_3_0_0_1__122  linear_low_725   1.000000000000e+00
    publish_tuple_4_as_3_0_0_1__122  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_0_1_0__121  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_0_1_0__121  linear_high_145   1.000000000000e+00
    publish_tuple_4_as_3_0_1_0__121  linear_low_724   1.000000000000e+00
    publish_tuple_4_as_3_0_1_0__121  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_0_1_1__120  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_0_1_1__120  linear_high_144   1.000000000000e+00
    publish_tuple_4_as_3_0_1_1__120  linear_low_723   1.000000000000e+00
    publish_tuple_4_as_3_0_1_1__120  OBJ        5.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_0_4_0__139  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_0_4_0__139  linear_high_163   1.000000000000e+00
    publish_tuple_4_as_3_0_4_0__139  linear_low_747   1.000000000000e+00
    publish_tuple_4_as_3_0_4_0__139  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_1_0_0__119  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_1_0_0__119  linear_high_143   1.000000000000e+00
    publish_tuple_4_as_3_1_0_0__119  linear_low_722   1.000000000000e+00
    publish_tuple_4_as_3_1_0_0__119  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_3_1_1_0__118  linear_4   1.000000000000e+00
    publish_tuple_4_as_3_1_1_0__118  linear_high_142   1.000000000000e+00
    publish_tuple_4_as_3_1_1_0__118  linear_low_721   1.000000000000e+00
    publish_tuple_4_as_3_1_1_0__118  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_9_0_0_0__146  linear_4   1.000000000000e+00
    publish_tuple_4_as_9_0_0_0__146  linear_high_170   1.000000000000e+00
    publish_tuple_4_as_9_0_0_0__146  linear_low_765   1.000000000000e+00
    publish_tuple_4_as_9_0_0_0__146  OBJ        8.640000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_9_0_0_1__145  linear_4   1.000000000000e+00
    publish_tuple_4_as_9_0_0_1__145  linear_high_169   1.000000000000e+00
    publish_tuple_4_as_9_0_0_1__145  linear_low_764   1.000000000000e+00
    publish_tuple_4_as_9_0_0_1__145  OBJ        6.800000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_9_0_1_0__144  linear_4   1.000000000000e+00
    publish_tuple_4_as_9_0_1_0__144  linear_high_168   1.000000000000e+00
    publish_tuple_4_as_9_0_1_0__144  linear_low_763   1.000000000000e+00
    publish_tuple_4_as_9_0_1_0__144  OBJ        7.260000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_4_as_9_0_1_1__143  linear_4   1.000000000000e+00
    publish_tuple_4_as_9_0_1_1__143  linear_high_167   1.000000000000e+00
    publish_tuple_4_as_9_0_1_1__143  linear_low_762   1.000000000000e+00
    publish_tuple_4_as_9_0_1_1__143  OBJ        5.420000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_0_0__156  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_0_0__156  linear_high_180   1.000000000000e+00
    publish_tuple_5_as_0_0_0_0__156  linear_low_746   1.000000000000e+00
    publish_tuple_5_as_0_0_0_0__156  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_0_4__162  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_0_4__162  linear_high_186   1.000000000000e+00
    publish_tuple_5_as_0_0_0_4__162  linear_low_759   1.000000000000e+00
    publish_tuple_5_as_0_0_0_4__162  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_0_5__161  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_0_5__161  linear_high_185   1.000000000000e+00
    publish_tuple_5_as_0_0_0_5__161  linear_low_758   1.000000000000e+00
    publish_tuple_5_as_0_0_0_5__161  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_1_0__155  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_1_0__155  linear_high_179   1.000000000000e+00
    publish_tuple_5_as_0_0_1_0__155  linear_low_743   1.000000000000e+00
    publish_tuple_5_as_0_0_1_0__155  OBJ        9.660000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_1_4__160  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_1_4__160  linear_high_184   1.000000000000e+00
    publish_tuple_5_as_0_0_1_4__160  linear_low_757   1.000000000000e+00
    publish_tuple_5_as_0_0_1_4__160  OBJ        7.820000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_1_5__159  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_1_5__159  linear_high_183   1.000000000000e+00
    publish_tuple_5_as_0_0_1_5__159  linear_low_756   1.000000000000e+00
    publish_tuple_5_as_0_0_1_5__159  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_0_3_0__177  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_0_3_0__177  linear_high_201   1.000000000000e+00
    publish_tuple_5_as_0_0_3_0__177  linear_low_785   1.000000000000e+00
    publish_tuple_5_as_0_0_3_0__177  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_2_0_0__172  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_2_0_0__172  linear_high_196   1.000000000000e+00
    publish_tuple_5_as_0_2_0_0__172  linear_low_775   1.000000000000e+00
    publish_tuple_5_as_0_2_0_0__172  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_2_0_4__176  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_2_0_4__176  linear_high_200   1.000000000000e+00
    publish_tuple_5_as_0_2_0_4__176  linear_low_784   1.000000000000e+00
    publish_tuple_5_as_0_2_0_4__176  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_2_0_5__175  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_2_0_5__175  linear_high_199   1.000000000000e+00
    publish_tuple_5_as_0_2_0_5__175  linear_low_783   1.000000000000e+00
    publish_tuple_5_as_0_2_0_5__175  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_2_1_0__171  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_2_1_0__171  linear_high_195   1.000000000000e+00
    publish_tuple_5_as_0_2_1_0__171  linear_low_773   1.000000000000e+00
    publish_tuple_5_as_0_2_1_0__171  OBJ        6.900000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_0_2_1_4__174  linear_5   1.000000000000e+00
    publish_tuple_5_as_0_2_1_4__174  linear_high_198   1.000000000000e+00
    publish_tuple_5_as_0_2_1_4__174  linear_low_782   1.000000000000e+00
    publish_tuple_5_as_0_2_1_4__174  OBJ        5.060000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_0_0_0__154  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_0_0_0__154  linear_high_178   1.000000000000e+00
    publish_tuple_5_as_1_0_0_0__154  linear_low_734   1.000000000000e+00
    publish_tuple_5_as_1_0_0_0__154  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_0_0_4__158  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_0_0_4__158  linear_high_182   1.000000000000e+00
    publish_tuple_5_as_1_0_0_4__158  linear_low_750   1.000000000000e+00
    publish_tuple_5_as_1_0_0_4__158  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_0_0_5__157  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_0_0_5__157  linear_high_181   1.000000000000e+00
    publish_tuple_5_as_1_0_0_5__157  linear_low_749   1.000000000000e+00
    publish_tuple_5_as_1_0_0_5__157  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_0_1_0__153  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_0_1_0__153  linear_high_177   1.000000000000e+00
    publish_tuple_5_as_1_0_1_0__153  linear_low_731   1.000000000000e+00
    publish_tuple_5_as_1_0_1_0__153  OBJ        8.220000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_2_0_0__170  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_2_0_0__170  linear_high_194   1.000000000000e+00
    publish_tuple_5_as_1_2_0_0__170  linear_low_770   1.000000000000e+00
    publish_tuple_5_as_1_2_0_0__170  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_2_0_4__173  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_2_0_4__173  linear_high_197   1.000000000000e+00
    publish_tuple_5_as_1_2_0_4__173  linear_low_781   1.000000000000e+00
    publish_tuple_5_as_1_2_0_4__173  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_1_2_1_0__169  linear_5   1.000000000000e+00
    publish_tuple_5_as_1_2_1_0__169  linear_high_193   1.000000000000e+00
    publish_tuple_5_as_1_2_1_0__169  linear_low_768   1.000000000000e+00
    publish_tuple_5_as_1_2_1_0__169  OBJ        5.460000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_3_0_0_0__152  linear_5   1.000000000000e+00
    publish_tuple_5_as_3_0_0_0__152  linear_high_176   1.000000000000e+00
    publish_tuple_5_as_3_0_0_0__152  linear_low_726   1.000000000000e+00
    publish_tuple_5_as_3_0_0_0__152  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_3_0_1_0__151  linear_5   1.000000000000e+00
    publish_tuple_5_as_3_0_1_0__151  linear_high_175   1.000000000000e+00
    publish_tuple_5_as_3_0_1_0__151  linear_low_724   1.000000000000e+00
    publish_tuple_5_as_3_0_1_0__151  OBJ        7.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_3_2_0_0__168  linear_5   1.000000000000e+00
    publish_tuple_5_as_3_2_0_0__168  linear_high_192   1.000000000000e+00
    publish_tuple_5_as_3_2_0_0__168  linear_low_767   1.000000000000e+00
    publish_tuple_5_as_3_2_0_0__168  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_3_2_1_0__167  linear_5   1.000000000000e+00
    publish_tuple_5_as_3_2_1_0__167  linear_high_191   1.000000000000e+00
    publish_tuple_5_as_3_2_1_0__167  linear_low_766   1.000000000000e+00
    publish_tuple_5_as_3_2_1_0__167  OBJ        4.740000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_9_0_0_0__166  linear_5   1.000000000000e+00
    publish_tuple_5_as_9_0_0_0__166  linear_high_190   1.000000000000e+00
    publish_tuple_5_as_9_0_0_0__166  linear_low_765   1.000000000000e+00
    publish_tuple_5_as_9_0_0_0__166  OBJ        8.640000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_9_0_1_0__165  linear_5   1.000000000000e+00
    publish_tuple_5_as_9_0_1_0__165  linear_high_189   1.000000000000e+00
    publish_tuple_5_as_9_0_1_0__165  linear_low_763   1.000000000000e+00
    publish_tuple_5_as_9_0_1_0__165  OBJ        7.260000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_9_2_0_0__164  linear_5   1.000000000000e+00
    publish_tuple_5_as_9_2_0_0__164  linear_high_188   1.000000000000e+00
    publish_tuple_5_as_9_2_0_0__164  linear_low_761   1.000000000000e+00
    publish_tuple_5_as_9_2_0_0__164  OBJ        5.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_5_as_9_2_1_0__163  linear_5   1.000000000000e+00
    publish_tuple_5_as_9_2_1_0__163  linear_high_187   1.000000000000e+00
    publish_tuple_5_as_9_2_1_0__163  linear_low_760   1.000000000000e+00
    publish_tuple_5_as_9_2_1_0__163  OBJ        4.500000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_0_0__185  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_0_0__185  linear_high_209   1.000000000000e+00
    publish_tuple_6_as_0_0_0_0__185  linear_low_746   1.000000000000e+00
    publish_tuple_6_as_0_0_0_0__185  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_0_1__184  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_0_1__184  linear_high_208   1.000000000000e+00
    publish_tuple_6_as_0_0_0_1__184  linear_low_745   1.000000000000e+00
    publish_tuple_6_as_0_0_0_1__184  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_0_3__187  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_0_3__187  linear_high_211   1.000000000000e+00
    publish_tuple_6_as_0_0_0_3__187  linear_low_780   1.000000000000e+00
    publish_tuple_6_as_0_0_0_3__187  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_5_0__210  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_5_0__210  linear_high_234   1.000000000000e+00
    publish_tuple_6_as_0_0_5_0__210  linear_low_808   1.000000000000e+00
    publish_tuple_6_as_0_0_5_0__210  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_5_1__209  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_5_1__209  linear_high_233   1.000000000000e+00
    publish_tuple_6_as_0_0_5_1__209  linear_low_807   1.000000000000e+00
    publish_tuple_6_as_0_0_5_1__209  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_5_3__208  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_5_3__208  linear_high_232   1.000000000000e+00
    publish_tuple_6_as_0_0_5_3__208  linear_low_806   1.000000000000e+00
    publish_tuple_6_as_0_0_5_3__208  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_6_0__207  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_6_0__207  linear_high_231   1.000000000000e+00
    publish_tuple_6_as_0_0_6_0__207  linear_low_805   1.000000000000e+00
    publish_tuple_6_as_0_0_6_0__207  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_6_1__206  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_6_1__206  linear_high_230   1.000000000000e+00
    publish_tuple_6_as_0_0_6_1__206  linear_low_804   1.000000000000e+00
    publish_tuple_6_as_0_0_6_1__206  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_0_6_3__205  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_0_6_3__205  linear_high_229   1.000000000000e+00
    publish_tuple_6_as_0_0_6_3__205  linear_low_803   1.000000000000e+00
    publish_tuple_6_as_0_0_6_3__205  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_0_0__183  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_0_0__183  linear_high_207   1.000000000000e+00
    publish_tuple_6_as_0_1_0_0__183  linear_low_739   1.000000000000e+00
    publish_tuple_6_as_0_1_0_0__183  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_0_1__182  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_0_1__182  linear_high_206   1.000000000000e+00
    publish_tuple_6_as_0_1_0_1__182  linear_low_738   1.000000000000e+00
    publish_tuple_6_as_0_1_0_1__182  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_5_0__204  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_5_0__204  linear_high_228   1.000000000000e+00
    publish_tuple_6_as_0_1_5_0__204  linear_low_802   1.000000000000e+00
    publish_tuple_6_as_0_1_5_0__204  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_5_1__203  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_5_1__203  linear_high_227   1.000000000000e+00
    publish_tuple_6_as_0_1_5_1__203  linear_low_801   1.000000000000e+00
    publish_tuple_6_as_0_1_5_1__203  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_6_0__202  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_6_0__202  linear_high_226   1.000000000000e+00
    publish_tuple_6_as_0_1_6_0__202  linear_low_800   1.000000000000e+00
    publish_tuple_6_as_0_1_6_0__202  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_0_1_6_1__201  linear_6   1.000000000000e+00
    publish_tuple_6_as_0_1_6_1__201  linear_high_225   1.000000000000e+00
    publish_tuple_6_as_0_1_6_1__201  linear_low_799   1.000000000000e+00
    publish_tuple_6_as_0_1_6_1__201  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_10_0_0_0__189  linear_6   1.000000000000e+00
    publish_tuple_6_as_10_0_0_0__189  linear_high_213   1.000000000000e+00
    publish_tuple_6_as_10_0_0_0__189  linear_low_787   1.000000000000e+00
    publish_tuple_6_as_10_0_0_0__189  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_10_0_5_0__188  linear_6   1.000000000000e+00
    publish_tuple_6_as_10_0_5_0__188  linear_high_212   1.000000000000e+00
    publish_tuple_6_as_10_0_5_0__188  linear_low_786   1.000000000000e+00
    publish_tuple_6_as_10_0_5_0__188  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_0_0__181  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_0_0__181  linear_high_205   1.000000000000e+00
    publish_tuple_6_as_1_0_0_0__181  linear_low_734   1.000000000000e+00
    publish_tuple_6_as_1_0_0_0__181  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_0_1__180  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_0_1__180  linear_high_204   1.000000000000e+00
    publish_tuple_6_as_1_0_0_1__180  linear_low_733   1.000000000000e+00
    publish_tuple_6_as_1_0_0_1__180  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_0_3__186  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_0_3__186  linear_high_210   1.000000000000e+00
    publish_tuple_6_as_1_0_0_3__186  linear_low_776   1.000000000000e+00
    publish_tuple_6_as_1_0_0_3__186  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_5_0__200  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_5_0__200  linear_high_224   1.000000000000e+00
    publish_tuple_6_as_1_0_5_0__200  linear_low_798   1.000000000000e+00
    publish_tuple_6_as_1_0_5_0__200  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_5_1__199  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_5_1__199  linear_high_223   1.000000000000e+00
    publish_tuple_6_as_1_0_5_1__199  linear_low_797   1.000000000000e+00
    publish_tuple_6_as_1_0_5_1__199  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_0_6_0__198  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_0_6_0__198  linear_high_222   1.000000000000e+00
    publish_tuple_6_as_1_0_6_0__198  linear_low_796   1.000000000000e+00
    publish_tuple_6_as_1_0_6_0__198  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_1_0_0__179  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_1_0_0__179  linear_high_203   1.000000000000e+00
    publish_tuple_6_as_1_1_0_0__179  linear_low_729   1.000000000000e+00
    publish_tuple_6_as_1_1_0_0__179  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_1_0_1__178  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_1_0_1__178  linear_high_202   1.000000000000e+00
    publish_tuple_6_as_1_1_0_1__178  linear_low_728   1.000000000000e+00
    publish_tuple_6_as_1_1_0_1__178  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_1_1_5_0__197  linear_6   1.000000000000e+00
    publish_tuple_6_as_1_1_5_0__197  linear_high_221   1.000000000000e+00
    publish_tuple_6_as_1_1_5_0__197  linear_low_795   1.000000000000e+00
    publish_tuple_6_as_1_1_5_0__197  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_0_0_0__196  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_0_0_0__196  linear_high_220   1.000000000000e+00
    publish_tuple_6_as_4_0_0_0__196  linear_low_794   1.000000000000e+00
    publish_tuple_6_as_4_0_0_0__196  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_0_0_1__195  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_0_0_1__195  linear_high_219   1.000000000000e+00
    publish_tuple_6_as_4_0_0_1__195  linear_low_793   1.000000000000e+00
    publish_tuple_6_as_4_0_0_1__195  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_0_5_0__194  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_0_5_0__194  linear_high_218   1.000000000000e+00
    publish_tuple_6_as_4_0_5_0__194  linear_low_792   1.000000000000e+00
    publish_tuple_6_as_4_0_5_0__194  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_0_5_1__193  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_0_5_1__193  linear_high_217   1.000000000000e+00
    publish_tuple_6_as_4_0_5_1__193  linear_low_791   1.000000000000e+00
    publish_tuple_6_as_4_0_5_1__193  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_0_6_0__192  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_0_6_0__192  linear_high_216   1.000000000000e+00
    publish_tuple_6_as_4_0_6_0__192  linear_low_790   1.000000000000e+00
    publish_tuple_6_as_4_0_6_0__192  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_1_0_0__191  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_1_0_0__191  linear_high_215   1.000000000000e+00
    publish_tuple_6_as_4_1_0_0__191  linear_low_789   1.000000000000e+00
    publish_tuple_6_as_4_1_0_0__191  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_6_as_4_1_5_0__190  linear_6   1.000000000000e+00
    publish_tuple_6_as_4_1_5_0__190  linear_high_214   1.000000000000e+00
    publish_tuple_6_as_4_1_5_0__190  linear_low_788   1.000000000000e+00
    publish_tuple_6_as_4_1_5_0__190  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_0_0__216  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_0_0__216  linear_high_240   1.000000000000e+00
    publish_tuple_7_as_0_0_0_0__216  linear_low_746   1.000000000000e+00
    publish_tuple_7_as_0_0_0_0__216  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_0_1__215  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_0_1__215  linear_high_239   1.000000000000e+00
    publish_tuple_7_as_0_0_0_1__215  linear_low_745   1.000000000000e+00
    publish_tuple_7_as_0_0_0_1__215  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_0_2__214  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_0_2__214  linear_high_238   1.000000000000e+00
    publish_tuple_7_as_0_0_0_2__214  linear_low_744   1.000000000000e+00
    publish_tuple_7_as_0_0_0_2__214  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_5_0__230  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_5_0__230  linear_high_254   1.000000000000e+00
    publish_tuple_7_as_0_0_5_0__230  linear_low_808   1.000000000000e+00
    publish_tuple_7_as_0_0_5_0__230  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_5_1__229  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_5_1__229  linear_high_253   1.000000000000e+00
    publish_tuple_7_as_0_0_5_1__229  linear_low_807   1.000000000000e+00
    publish_tuple_7_as_0_0_5_1__229  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_5_2__240  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_5_2__240  linear_high_264   1.000000000000e+00
    publish_tuple_7_as_0_0_5_2__240  linear_low_818   1.000000000000e+00
    publish_tuple_7_as_0_0_5_2__240  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_0_7_0__239  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_0_7_0__239  linear_high_263   1.000000000000e+00
    publish_tuple_7_as_0_0_7_0__239  linear_low_817   1.000000000000e+00
    publish_tuple_7_as_0_0_7_0__239  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_2_0_0__220  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_2_0_0__220  linear_high_244   1.000000000000e+00
    publish_tuple_7_as_0_2_0_0__220  linear_low_775   1.000000000000e+00
    publish_tuple_7_as_0_2_0_0__220  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_2_0_1__219  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_2_0_1__219  linear_high_243   1.000000000000e+00
    publish_tuple_7_as_0_2_0_1__219  linear_low_774   1.000000000000e+00
    publish_tuple_7_as_0_2_0_1__219  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_2_5_0__238  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_2_5_0__238  linear_high_262   1.000000000000e+00
    publish_tuple_7_as_0_2_5_0__238  linear_low_816   1.000000000000e+00
    publish_tuple_7_as_0_2_5_0__238  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_2_5_1__237  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_2_5_1__237  linear_high_261   1.000000000000e+00
    publish_tuple_7_as_0_2_5_1__237  linear_low_815   1.000000000000e+00
    publish_tuple_7_as_0_2_5_1__237  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_0_2_7_0__236  linear_7   1.000000000000e+00
    publish_tuple_7_as_0_2_7_0__236  linear_high_260   1.000000000000e+00
    publish_tuple_7_as_0_2_7_0__236  linear_low_814   1.000000000000e+00
    publish_tuple_7_as_0_2_7_0__236  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_10_0_0_0__222  linear_7   1.000000000000e+00
    publish_tuple_7_as_10_0_0_0__222  linear_high_246   1.000000000000e+00
    publish_tuple_7_as_10_0_0_0__222  linear_low_787   1.000000000000e+00
    publish_tuple_7_as_10_0_0_0__222  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_10_0_5_0__221  linear_7   1.000000000000e+00
    publish_tuple_7_as_10_0_5_0__221  linear_high_245   1.000000000000e+00
    publish_tuple_7_as_10_0_5_0__221  linear_low_786   1.000000000000e+00
    publish_tuple_7_as_10_0_5_0__221  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_0_0__213  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_0_0__213  linear_high_237   1.000000000000e+00
    publish_tuple_7_as_1_0_0_0__213  linear_low_734   1.000000000000e+00
    publish_tuple_7_as_1_0_0_0__213  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_0_1__212  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_0_1__212  linear_high_236   1.000000000000e+00
    publish_tuple_7_as_1_0_0_1__212  linear_low_733   1.000000000000e+00
    publish_tuple_7_as_1_0_0_1__212  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_0_2__211  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_0_2__211  linear_high_235   1.000000000000e+00
    publish_tuple_7_as_1_0_0_2__211  linear_low_732   1.000000000000e+00
    publish_tuple_7_as_1_0_0_2__211  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_5_0__228  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_5_0__228  linear_high_252   1.000000000000e+00
    publish_tuple_7_as_1_0_5_0__228  linear_low_798   1.000000000000e+00
    publish_tuple_7_as_1_0_5_0__228  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_5_1__227  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_5_1__227  linear_high_251   1.000000000000e+00
    publish_tuple_7_as_1_0_5_1__227  linear_low_797   1.000000000000e+00
    publish_tuple_7_as_1_0_5_1__227  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_0_7_0__235  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_0_7_0__235  linear_high_259   1.000000000000e+00
    publish_tuple_7_as_1_0_7_0__235  linear_low_813   1.000000000000e+00
    publish_tuple_7_as_1_0_7_0__235  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_2_0_0__218  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_2_0_0__218  linear_high_242   1.000000000000e+00
    publish_tuple_7_as_1_2_0_0__218  linear_low_770   1.000000000000e+00
    publish_tuple_7_as_1_2_0_0__218  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_2_0_1__217  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_2_0_1__217  linear_high_241   1.000000000000e+00
    publish_tuple_7_as_1_2_0_1__217  linear_low_769   1.000000000000e+00
    publish_tuple_7_as_1_2_0_1__217  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_1_2_5_0__234  linear_7   1.000000000000e+00
    publish_tuple_7_as_1_2_5_0__234  linear_high_258   1.000000000000e+00
    publish_tuple_7_as_1_2_5_0__234  linear_low_812   1.000000000000e+00
    publish_tuple_7_as_1_2_5_0__234  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_0_0_0__226  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_0_0_0__226  linear_high_250   1.000000000000e+00
    publish_tuple_7_as_4_0_0_0__226  linear_low_794   1.000000000000e+00
    publish_tuple_7_as_4_0_0_0__226  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_0_0_1__225  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_0_0_1__225  linear_high_249   1.000000000000e+00
    publish_tuple_7_as_4_0_0_1__225  linear_low_793   1.000000000000e+00
    publish_tuple_7_as_4_0_0_1__225  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_0_5_0__224  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_0_5_0__224  linear_high_248   1.000000000000e+00
    publish_tuple_7_as_4_0_5_0__224  linear_low_792   1.000000000000e+00
    publish_tuple_7_as_4_0_5_0__224  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_0_5_1__223  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_0_5_1__223  linear_high_247   1.000000000000e+00
    publish_tuple_7_as_4_0_5_1__223  linear_low_791   1.000000000000e+00
    publish_tuple_7_as_4_0_5_1__223  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_0_7_0__233  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_0_7_0__233  linear_high_257   1.000000000000e+00
    publish_tuple_7_as_4_0_7_0__233  linear_low_811   1.000000000000e+00
    publish_tuple_7_as_4_0_7_0__233  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_2_0_0__232  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_2_0_0__232  linear_high_256   1.000000000000e+00
    publish_tuple_7_as_4_2_0_0__232  linear_low_810   1.000000000000e+00
    publish_tuple_7_as_4_2_0_0__232  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_7_as_4_2_5_0__231  linear_7   1.000000000000e+00
    publish_tuple_7_as_4_2_5_0__231  linear_high_255   1.000000000000e+00
    publish_tuple_7_as_4_2_5_0__231  linear_low_809   1.000000000000e+00
    publish_tuple_7_as_4_2_5_0__231  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_0_0__242  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_0_0__242  linear_high_266   1.000000000000e+00
    publish_tuple_8_as_0_0_0_0__242  linear_low_746   1.000000000000e+00
    publish_tuple_8_as_0_0_0_0__242  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_0_4__246  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_0_4__246  linear_high_270   1.000000000000e+00
    publish_tuple_8_as_0_0_0_4__246  linear_low_759   1.000000000000e+00
    publish_tuple_8_as_0_0_0_4__246  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_0_5__245  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_0_5__245  linear_high_269   1.000000000000e+00
    publish_tuple_8_as_0_0_0_5__245  linear_low_758   1.000000000000e+00
    publish_tuple_8_as_0_0_0_5__245  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_5_0__260  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_5_0__260  linear_high_284   1.000000000000e+00
    publish_tuple_8_as_0_0_5_0__260  linear_low_808   1.000000000000e+00
    publish_tuple_8_as_0_0_5_0__260  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_5_4__271  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_5_4__271  linear_high_295   1.000000000000e+00
    publish_tuple_8_as_0_0_5_4__271  linear_low_825   1.000000000000e+00
    publish_tuple_8_as_0_0_5_4__271  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_5_5__270  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_5_5__270  linear_high_294   1.000000000000e+00
    publish_tuple_8_as_0_0_5_5__270  linear_low_824   1.000000000000e+00
    publish_tuple_8_as_0_0_5_5__270  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_0_6_0__259  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_0_6_0__259  linear_high_283   1.000000000000e+00
    publish_tuple_8_as_0_0_6_0__259  linear_low_805   1.000000000000e+00
    publish_tuple_8_as_0_0_6_0__259  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_0_0__248  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_0_0__248  linear_high_272   1.000000000000e+00
    publish_tuple_8_as_0_2_0_0__248  linear_low_775   1.000000000000e+00
    publish_tuple_8_as_0_2_0_0__248  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_0_4__251  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_0_4__251  linear_high_275   1.000000000000e+00
    publish_tuple_8_as_0_2_0_4__251  linear_low_784   1.000000000000e+00
    publish_tuple_8_as_0_2_0_4__251  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_0_5__250  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_0_5__250  linear_high_274   1.000000000000e+00
    publish_tuple_8_as_0_2_0_5__250  linear_low_783   1.000000000000e+00
    publish_tuple_8_as_0_2_0_5__250  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_5_0__264  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_5_0__264  linear_high_288   1.000000000000e+00
    publish_tuple_8_as_0_2_5_0__264  linear_low_816   1.000000000000e+00
    publish_tuple_8_as_0_2_5_0__264  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_5_4__269  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_5_4__269  linear_high_293   1.000000000000e+00
    publish_tuple_8_as_0_2_5_4__269  linear_low_823   1.000000000000e+00
    publish_tuple_8_as_0_2_5_4__269  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_0_2_6_0__268  linear_8   1.000000000000e+00
    publish_tuple_8_as_0_2_6_0__268  linear_high_292   1.000000000000e+00
    publish_tuple_8_as_0_2_6_0__268  linear_low_822   1.000000000000e+00
    publish_tuple_8_as_0_2_6_0__268  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_10_0_0_0__253  linear_8   1.000000000000e+00
    publish_tuple_8_as_10_0_0_0__253  linear_high_277   1.000000000000e+00
    publish_tuple_8_as_10_0_0_0__253  linear_low_787   1.000000000000e+00
    publish_tuple_8_as_10_0_0_0__253  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_10_0_5_0__252  linear_8   1.000000000000e+00
    publish_tuple_8_as_10_0_5_0__252  linear_high_276   1.000000000000e+00
    publish_tuple_8_as_10_0_5_0__252  linear_low_786   1.000000000000e+00
    publish_tuple_8_as_10_0_5_0__252  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_0_0__241  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_0_0__241  linear_high_265   1.000000000000e+00
    publish_tuple_8_as_1_0_0_0__241  linear_low_734   1.000000000000e+00
    publish_tuple_8_as_1_0_0_0__241  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_0_4__244  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_0_4__244  linear_high_268   1.000000000000e+00
    publish_tuple_8_as_1_0_0_4__244  linear_low_750   1.000000000000e+00
    publish_tuple_8_as_1_0_0_4__244  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_0_5__243  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_0_5__243  linear_high_267   1.000000000000e+00
    publish_tuple_8_as_1_0_0_5__243  linear_low_749   1.000000000000e+00
    publish_tuple_8_as_1_0_0_5__243  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_5_0__258  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_5_0__258  linear_high_282   1.000000000000e+00
    publish_tuple_8_as_1_0_5_0__258  linear_low_798   1.000000000000e+00
    publish_tuple_8_as_1_0_5_0__258  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_5_4__267  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_5_4__267  linear_high_291   1.000000000000e+00
    publish_tuple_8_as_1_0_5_4__267  linear_low_821   1.000000000000e+00
    publish_tuple_8_as_1_0_5_4__267  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_0_6_0__257  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_0_6_0__257  linear_high_281   1.000000000000e+00
    publish_tuple_8_as_1_0_6_0__257  linear_low_796   1.000000000000e+00
    publish_tuple_8_as_1_0_6_0__257  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_2_0_0__247  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_2_0_0__247  linear_high_271   1.000000000000e+00
    publish_tuple_8_as_1_2_0_0__247  linear_low_770   1.000000000000e+00
    publish_tuple_8_as_1_2_0_0__247  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_2_0_4__249  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_2_0_4__249  linear_high_273   1.000000000000e+00
    publish_tuple_8_as_1_2_0_4__249  linear_low_781   1.000000000000e+00
    publish_tuple_8_as_1_2_0_4__249  OBJ        5.000000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_1_2_5_0__263  linear_8   1.000000000000e+00
    publish_tuple_8_as_1_2_5_0__263  linear_high_287   1.000000000000e+00
    publish_tuple_8_as_1_2_5_0__263  linear_low_812   1.000000000000e+00
    publish_tuple_8_as_1_2_5_0__263  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_0_0_0__256  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_0_0_0__256  linear_high_280   1.000000000000e+00
    publish_tuple_8_as_4_0_0_0__256  linear_low_794   1.000000000000e+00
    publish_tuple_8_as_4_0_0_0__256  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_0_0_4__266  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_0_0_4__266  linear_high_290   1.000000000000e+00
    publish_tuple_8_as_4_0_0_4__266  linear_low_820   1.000000000000e+00
    publish_tuple_8_as_4_0_0_4__266  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_0_5_0__255  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_0_5_0__255  linear_high_279   1.000000000000e+00
    publish_tuple_8_as_4_0_5_0__255  linear_low_792   1.000000000000e+00
    publish_tuple_8_as_4_0_5_0__255  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_0_5_4__265  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_0_5_4__265  linear_high_289   1.000000000000e+00
    publish_tuple_8_as_4_0_5_4__265  linear_low_819   1.000000000000e+00
    publish_tuple_8_as_4_0_5_4__265  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_0_6_0__254  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_0_6_0__254  linear_high_278   1.000000000000e+00
    publish_tuple_8_as_4_0_6_0__254  linear_low_790   1.000000000000e+00
    publish_tuple_8_as_4_0_6_0__254  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_2_0_0__262  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_2_0_0__262  linear_high_286   1.000000000000e+00
    publish_tuple_8_as_4_2_0_0__262  linear_low_810   1.000000000000e+00
    publish_tuple_8_as_4_2_0_0__262  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_8_as_4_2_5_0__261  linear_8   1.000000000000e+00
    publish_tuple_8_as_4_2_5_0__261  linear_high_285   1.000000000000e+00
    publish_tuple_8_as_4_2_5_0__261  linear_low_809   1.000000000000e+00
    publish_tuple_8_as_4_2_5_0__261  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_0_0__275  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_0_0__275  linear_high_299   1.000000000000e+00
    publish_tuple_9_as_0_0_0_0__275  linear_low_746   1.000000000000e+00
    publish_tuple_9_as_0_0_0_0__275  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_0_4__278  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_0_4__278  linear_high_302   1.000000000000e+00
    publish_tuple_9_as_0_0_0_4__278  linear_low_759   1.000000000000e+00
    publish_tuple_9_as_0_0_0_4__278  OBJ        9.200000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_0_6__303  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_0_6__303  linear_high_327   1.000000000000e+00
    publish_tuple_9_as_0_0_0_6__303  linear_low_835   1.000000000000e+00
    publish_tuple_9_as_0_0_0_6__303  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_5_0__286  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_5_0__286  linear_high_310   1.000000000000e+00
    publish_tuple_9_as_0_0_5_0__286  linear_low_808   1.000000000000e+00
    publish_tuple_9_as_0_0_5_0__286  OBJ        8.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_5_4__293  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_5_4__293  linear_high_317   1.000000000000e+00
    publish_tuple_9_as_0_0_5_4__293  linear_low_825   1.000000000000e+00
    publish_tuple_9_as_0_0_5_4__293  OBJ        7.130000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_5_6__302  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_5_6__302  linear_high_326   1.000000000000e+00
    publish_tuple_9_as_0_0_5_6__302  linear_low_834   1.000000000000e+00
    publish_tuple_9_as_0_0_5_6__302  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_7_0__289  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_7_0__289  linear_high_313   1.000000000000e+00
    publish_tuple_9_as_0_0_7_0__289  linear_low_817   1.000000000000e+00
    publish_tuple_9_as_0_0_7_0__289  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_7_4__301  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_7_4__301  linear_high_325   1.000000000000e+00
    publish_tuple_9_as_0_0_7_4__301  linear_low_833   1.000000000000e+00
    publish_tuple_9_as_0_0_7_4__301  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_0_7_6__300  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_0_7_6__300  linear_high_324   1.000000000000e+00
    publish_tuple_9_as_0_0_7_6__300  linear_low_832   1.000000000000e+00
    publish_tuple_9_as_0_0_7_6__300  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_0_0__274  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_0_0__274  linear_high_298   1.000000000000e+00
    publish_tuple_9_as_0_1_0_0__274  linear_low_739   1.000000000000e+00
    publish_tuple_9_as_0_1_0_0__274  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_0_4__277  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_0_4__277  linear_high_301   1.000000000000e+00
    publish_tuple_9_as_0_1_0_4__277  linear_low_754   1.000000000000e+00
    publish_tuple_9_as_0_1_0_4__277  OBJ        6.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_0_6__299  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_0_6__299  linear_high_323   1.000000000000e+00
    publish_tuple_9_as_0_1_0_6__299  linear_low_831   1.000000000000e+00
    publish_tuple_9_as_0_1_0_6__299  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_5_0__285  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_5_0__285  linear_high_309   1.000000000000e+00
    publish_tuple_9_as_0_1_5_0__285  linear_low_802   1.000000000000e+00
    publish_tuple_9_as_0_1_5_0__285  OBJ        6.210000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_5_4__298  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_5_4__298  linear_high_322   1.000000000000e+00
    publish_tuple_9_as_0_1_5_4__298  linear_low_830   1.000000000000e+00
    publish_tuple_9_as_0_1_5_4__298  OBJ        4.370000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_7_0__297  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_7_0__297  linear_high_321   1.000000000000e+00
    publish_tuple_9_as_0_1_7_0__297  linear_low_829   1.000000000000e+00
    publish_tuple_9_as_0_1_7_0__297  OBJ        5.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_0_1_7_4__296  linear_9   1.000000000000e+00
    publish_tuple_9_as_0_1_7_4__296  linear_high_320   1.000000000000e+00
    publish_tuple_9_as_0_1_7_4__296  linear_low_828   1.000000000000e+00
    publish_tuple_9_as_0_1_7_4__296  OBJ        3.680000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_11_0_0_0__295  linear_9   1.000000000000e+00
    publish_tuple_9_as_11_0_0_0__295  linear_high_319   1.000000000000e+00
    publish_tuple_9_as_11_0_0_0__295  linear_low_827   1.000000000000e+00
    publish_tuple_9_as_11_0_0_0__295  OBJ        8.520000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_11_0_5_0__294  linear_9   1.000000000000e+00
    publish_tuple_9_as_11_0_5_0__294  linear_high_318   1.000000000000e+00
    publish_tuple_9_as_11_0_5_0__294  linear_low_826   1.000000000000e+00
    publish_tuple_9_as_11_0_5_0__294  OBJ        6.450000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_0_0_0__273  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_0_0_0__273  linear_high_297   1.000000000000e+00
    publish_tuple_9_as_1_0_0_0__273  linear_low_734   1.000000000000e+00
    publish_tuple_9_as_1_0_0_0__273  OBJ        9.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_0_0_4__276  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_0_0_4__276  linear_high_300   1.000000000000e+00
    publish_tuple_9_as_1_0_0_4__276  linear_low_750   1.000000000000e+00
    publish_tuple_9_as_1_0_0_4__276  OBJ        7.760000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_0_5_0__284  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_0_5_0__284  linear_high_308   1.000000000000e+00
    publish_tuple_9_as_1_0_5_0__284  linear_low_798   1.000000000000e+00
    publish_tuple_9_as_1_0_5_0__284  OBJ        7.530000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_0_5_4__292  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_0_5_4__292  linear_high_316   1.000000000000e+00
    publish_tuple_9_as_1_0_5_4__292  linear_low_821   1.000000000000e+00
    publish_tuple_9_as_1_0_5_4__292  OBJ        5.690000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_0_7_0__288  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_0_7_0__288  linear_high_312   1.000000000000e+00
    publish_tuple_9_as_1_0_7_0__288  linear_low_813   1.000000000000e+00
    publish_tuple_9_as_1_0_7_0__288  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_1_0_0__272  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_1_0_0__272  linear_high_296   1.000000000000e+00
    publish_tuple_9_as_1_1_0_0__272  linear_low_729   1.000000000000e+00
    publish_tuple_9_as_1_1_0_0__272  OBJ        6.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_1_1_5_0__283  linear_9   1.000000000000e+00
    publish_tuple_9_as_1_1_5_0__283  linear_high_307   1.000000000000e+00
    publish_tuple_9_as_1_1_5_0__283  linear_low_795   1.000000000000e+00
    publish_tuple_9_as_1_1_5_0__283  OBJ        4.770000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_0_0_0__282  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_0_0_0__282  linear_high_306   1.000000000000e+00
    publish_tuple_9_as_4_0_0_0__282  linear_low_794   1.000000000000e+00
    publish_tuple_9_as_4_0_0_0__282  OBJ        8.880000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_0_0_4__291  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_0_0_4__291  linear_high_315   1.000000000000e+00
    publish_tuple_9_as_4_0_0_4__291  linear_low_820   1.000000000000e+00
    publish_tuple_9_as_4_0_0_4__291  OBJ        7.040000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_0_5_0__281  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_0_5_0__281  linear_high_305   1.000000000000e+00
    publish_tuple_9_as_4_0_5_0__281  linear_low_792   1.000000000000e+00
    publish_tuple_9_as_4_0_5_0__281  OBJ        6.810000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_0_5_4__290  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_0_5_4__290  linear_high_314   1.000000000000e+00
    publish_tuple_9_as_4_0_5_4__290  linear_low_819   1.000000000000e+00
    publish_tuple_9_as_4_0_5_4__290  OBJ        4.970000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_0_7_0__287  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_0_7_0__287  linear_high_311   1.000000000000e+00
    publish_tuple_9_as_4_0_7_0__287  linear_low_811   1.000000000000e+00
    publish_tuple_9_as_4_0_7_0__287  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_1_0_0__280  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_1_0_0__280  linear_high_304   1.000000000000e+00
    publish_tuple_9_as_4_1_0_0__280  linear_low_789   1.000000000000e+00
    publish_tuple_9_as_4_1_0_0__280  OBJ        6.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    publish_tuple_9_as_4_1_5_0__279  linear_9   1.000000000000e+00
    publish_tuple_9_as_4_1_5_0__279  linear_high_303   1.000000000000e+00
    publish_tuple_9_as_4_1_5_0__279  linear_low_788   1.000000000000e+00
    publish_tuple_9_as_4_1_5_0__279  OBJ        4.050000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_0__697  linear_0   1.000000000000e+00
    suppressed_tuple_0__697  linear_high_879   1.000000000000e+00
    suppressed_tuple_0__697  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_10__707  linear_10   1.000000000000e+00
    suppressed_tuple_10__707  linear_high_879   1.000000000000e+00
    suppressed_tuple_10__707  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_11__708  linear_11   1.000000000000e+00
    suppressed_tuple_11__708  linear_high_879   1.000000000000e+00
    suppressed_tuple_11__708  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_12__709  linear_12   1.000000000000e+00
    suppressed_tuple_12__709  linear_high_879   1.000000000000e+00
    suppressed_tuple_12__709  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_13__710  linear_13   1.000000000000e+00
    suppressed_tuple_13__710  linear_high_879   1.000000000000e+00
    suppressed_tuple_13__710  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_14__711  linear_14   1.000000000000e+00
    suppressed_tuple_14__711  linear_high_879   1.000000000000e+00
    suppressed_tuple_14__711  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_15__712  linear_15   1.000000000000e+00
    suppressed_tuple_15__712  linear_high_879   1.000000000000e+00
    suppressed_tuple_15__712  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_16__713  linear_16   1.000000000000e+00
    suppressed_tuple_16__713  linear_high_879   1.000000000000e+00
    suppressed_tuple_16__713  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_17__714  linear_17   1.000000000000e+00
    suppressed_tuple_17__714  linear_high_879   1.000000000000e+00
    suppressed_tuple_17__714  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_18__715  linear_18   1.000000000000e+00
    suppressed_tuple_18__715  linear_high_879   1.000000000000e+00
    suppressed_tuple_18__715  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_19__716  linear_19   1.000000000000e+00
    suppressed_tuple_19__716  linear_high_879   1.000000000000e+00
    suppressed_tuple_19__716  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_1__698  linear_1   1.000000000000e+00
    suppressed_tuple_1__698  linear_high_879   1.000000000000e+00
    suppressed_tuple_1__698  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_20__717  linear_20   1.000000000000e+00
    suppressed_tuple_20__717  linear_high_879   1.000000000000e+00
    suppressed_tuple_20__717  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_21__718  linear_21   1.000000000000e+00
    suppressed_tuple_21__718  linear_high_879   1.000000000000e+00
    suppressed_tuple_21__718  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_22__719  linear_22   1.000000000000e+00
    suppressed_tuple_22__719  linear_high_879   1.000000000000e+00
    suppressed_tuple_22__719  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_23__720  linear_23   1.000000000000e+00
    suppressed_tuple_23__720  linear_high_879   1.000000000000e+00
    suppressed_tuple_23__720  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_2__699  linear_2   1.000000000000e+00
    suppressed_tuple_2__699  linear_high_879   1.000000000000e+00
    suppressed_tuple_2__699  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_3__700  linear_3   1.000000000000e+00
    suppressed_tuple_3__700  linear_high_879   1.000000000000e+00
    suppressed_tuple_3__700  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_4__701  linear_4   1.000000000000e+00
    suppressed_tuple_4__701  linear_high_879   1.000000000000e+00
    suppressed_tuple_4__701  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_5__702  linear_5   1.000000000000e+00
    suppressed_tuple_5__702  linear_high_879   1.000000000000e+00
    suppressed_tuple_5__702  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_6__703  linear_6   1.000000000000e+00
    suppressed_tuple_6__703  linear_high_879   1.000000000000e+00
    suppressed_tuple_6__703  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_7__704  linear_7   1.000000000000e+00
    suppressed_tuple_7__704  linear_high_879   1.000000000000e+00
    suppressed_tuple_7__704  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_8__705  linear_8   1.000000000000e+00
    suppressed_tuple_8__705  linear_high_879   1.000000000000e+00
    suppressed_tuple_8__705  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_9__706  linear_9   1.000000000000e+00
    suppressed_tuple_9__706  linear_high_879   1.000000000000e+00
    suppressed_tuple_9__706  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_0__746  linear_high_49  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_61  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_90  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_118  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_162  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_180  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_209  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_240  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_266  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_299  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_329  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_369  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_396  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_424  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_449  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_480  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_497  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_525  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_556  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_577  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_607  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_639  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_670  -1.000000000000e+00
    used_0_0_0_0__746  linear_high_696  -1.000000000000e+00
    used_0_0_0_0__746  linear_low_746  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_1__745  linear_high_48  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_89  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_117  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_161  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_208  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_239  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_368  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_448  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_479  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_555  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_576  -1.000000000000e+00
    used_0_0_0_1__745  linear_high_669  -1.000000000000e+00
    used_0_0_0_1__745  linear_low_745  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_2__744  linear_high_47  -1.000000000000e+00
    used_0_0_0_2__744  linear_high_88  -1.000000000000e+00
    used_0_0_0_2__744  linear_high_238  -1.000000000000e+00
    used_0_0_0_2__744  linear_high_367  -1.000000000000e+00
    used_0_0_0_2__744  linear_high_478  -1.000000000000e+00
    used_0_0_0_2__744  linear_high_554  -1.000000000000e+00
    used_0_0_0_2__744  linear_low_744  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_3__780  linear_high_141  -1.000000000000e+00
    used_0_0_0_3__780  linear_high_174  -1.000000000000e+00
    used_0_0_0_3__780  linear_high_211  -1.000000000000e+00
    used_0_0_0_3__780  linear_high_456  -1.000000000000e+00
    used_0_0_0_3__780  linear_high_581  -1.000000000000e+00
    used_0_0_0_3__780  linear_high_674  -1.000000000000e+00
    used_0_0_0_3__780  linear_low_780  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_4__759  linear_high_74  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_186  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_270  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_302  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_331  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_403  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_428  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_499  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_529  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_609  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_643  -1.000000000000e+00
    used_0_0_0_4__759  linear_high_698  -1.000000000000e+00
    used_0_0_0_4__759  linear_low_759  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_5__758  linear_high_73  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_185  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_269  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_402  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_528  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_608  -1.000000000000e+00
    used_0_0_0_5__758  linear_high_642  -1.000000000000e+00
    used_0_0_0_5__758  linear_low_758  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_0_6__835  linear_high_327  -1.000000000000e+00
    used_0_0_0_6__835  linear_high_358  -1.000000000000e+00
    used_0_0_0_6__835  linear_high_431  -1.000000000000e+00
    used_0_0_0_6__835  linear_high_505  -1.000000000000e+00
    used_0_0_0_6__835  linear_high_710  -1.000000000000e+00
    used_0_0_0_6__835  linear_low_835  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_0__743  linear_high_46  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_60  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_87  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_116  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_160  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_179  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_395  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_423  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_447  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_477  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_496  -1.000000000000e+00
    used_0_0_1_0__743  linear_high_524  -1.000000000000e+00
    used_0_0_1_0__743  linear_low_743  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_1__742  linear_high_45  -1.000000000000e+00
    used_0_0_1_1__742  linear_high_86  -1.000000000000e+00
    used_0_0_1_1__742  linear_high_115  -1.000000000000e+00
    used_0_0_1_1__742  linear_high_159  -1.000000000000e+00
    used_0_0_1_1__742  linear_high_446  -1.000000000000e+00
    used_0_0_1_1__742  linear_high_476  -1.000000000000e+00
    used_0_0_1_1__742  linear_low_742  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_2__741  linear_high_44  -1.000000000000e+00
    used_0_0_1_2__741  linear_high_85  -1.000000000000e+00
    used_0_0_1_2__741  linear_high_475  -1.000000000000e+00
    used_0_0_1_2__741  linear_low_741  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_3__779  linear_high_140  -1.000000000000e+00
    used_0_0_1_3__779  linear_high_173  -1.000000000000e+00
    used_0_0_1_3__779  linear_high_455  -1.000000000000e+00
    used_0_0_1_3__779  linear_low_779  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_4__757  linear_high_72  -1.000000000000e+00
    used_0_0_1_4__757  linear_high_184  -1.000000000000e+00
    used_0_0_1_4__757  linear_high_401  -1.000000000000e+00
    used_0_0_1_4__757  linear_high_427  -1.000000000000e+00
    used_0_0_1_4__757  linear_high_498  -1.000000000000e+00
    used_0_0_1_4__757  linear_high_527  -1.000000000000e+00
    used_0_0_1_4__757  linear_low_757  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_1_5__756  linear_high_71  -1.000000000000e+00
    used_0_0_1_5__756  linear_high_183  -1.000000000000e+00
    used_0_0_1_5__756  linear_high_400  -1.000000000000e+00
    used_0_0_1_5__756  linear_high_526  -1.000000000000e+00
    used_0_0_1_5__756  linear_low_756  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_2_0__740  linear_high_43  -1.000000000000e+00
    used_0_0_2_0__740  linear_high_84  -1.000000000000e+00
    used_0_0_2_0__740  linear_high_394  -1.000000000000e+00
    used_0_0_2_0__740  linear_high_495  -1.000000000000e+00
    used_0_0_2_0__740  linear_high_523  -1.000000000000e+00
    used_0_0_2_0__740  linear_low_740  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_2_4__852  linear_high_420  -1.000000000000e+00
    used_0_0_2_4__852  linear_high_516  -1.000000000000e+00
    used_0_0_2_4__852  linear_high_543  -1.000000000000e+00
    used_0_0_2_4__852  linear_low_852  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_3_0__785  linear_high_201  -1.000000000000e+00
    used_0_0_3_0__785  linear_high_429  -1.000000000000e+00
    used_0_0_3_0__785  linear_high_457  -1.000000000000e+00
    used_0_0_3_0__785  linear_low_785  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_4_0__755  linear_high_70  -1.000000000000e+00
    used_0_0_4_0__755  linear_high_121  -1.000000000000e+00
    used_0_0_4_0__755  linear_high_166  -1.000000000000e+00
    used_0_0_4_0__755  linear_high_482  -1.000000000000e+00
    used_0_0_4_0__755  linear_low_755  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_4_1__778  linear_high_139  -1.000000000000e+00
    used_0_0_4_1__778  linear_high_172  -1.000000000000e+00
    used_0_0_4_1__778  linear_high_483  -1.000000000000e+00
    used_0_0_4_1__778  linear_low_778  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_0__808  linear_high_234  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_254  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_284  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_310  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_339  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_388  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_564  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_587  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_613  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_645  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_680  -1.000000000000e+00
    used_0_0_5_0__808  linear_high_700  -1.000000000000e+00
    used_0_0_5_0__808  linear_low_808  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_1__807  linear_high_233  -1.000000000000e+00
    used_0_0_5_1__807  linear_high_253  -1.000000000000e+00
    used_0_0_5_1__807  linear_high_387  -1.000000000000e+00
    used_0_0_5_1__807  linear_high_563  -1.000000000000e+00
    used_0_0_5_1__807  linear_high_586  -1.000000000000e+00
    used_0_0_5_1__807  linear_high_679  -1.000000000000e+00
    used_0_0_5_1__807  linear_low_807  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_2__818  linear_high_264  -1.000000000000e+00
    used_0_0_5_2__818  linear_high_389  -1.000000000000e+00
    used_0_0_5_2__818  linear_high_565  -1.000000000000e+00
    used_0_0_5_2__818  linear_low_818  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_3__806  linear_high_232  -1.000000000000e+00
    used_0_0_5_3__806  linear_high_585  -1.000000000000e+00
    used_0_0_5_3__806  linear_high_678  -1.000000000000e+00
    used_0_0_5_3__806  linear_low_806  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_4__825  linear_high_295  -1.000000000000e+00
    used_0_0_5_4__825  linear_high_317  -1.000000000000e+00
    used_0_0_5_4__825  linear_high_352  -1.000000000000e+00
    used_0_0_5_4__825  linear_high_619  -1.000000000000e+00
    used_0_0_5_4__825  linear_high_648  -1.000000000000e+00
    used_0_0_5_4__825  linear_high_702  -1.000000000000e+00
    used_0_0_5_4__825  linear_low_825  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_5__824  linear_high_294  -1.000000000000e+00
    used_0_0_5_5__824  linear_high_618  -1.000000000000e+00
    used_0_0_5_5__824  linear_high_647  -1.000000000000e+00
    used_0_0_5_5__824  linear_low_824  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_5_6__834  linear_high_326  -1.000000000000e+00
    used_0_0_5_6__834  linear_high_357  -1.000000000000e+00
    used_0_0_5_6__834  linear_high_709  -1.000000000000e+00
    used_0_0_5_6__834  linear_low_834  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_6_0__805  linear_high_231  -1.000000000000e+00
    used_0_0_6_0__805  linear_high_283  -1.000000000000e+00
    used_0_0_6_0__805  linear_high_386  -1.000000000000e+00
    used_0_0_6_0__805  linear_high_562  -1.000000000000e+00
    used_0_0_6_0__805  linear_high_584  -1.000000000000e+00
    used_0_0_6_0__805  linear_high_677  -1.000000000000e+00
    used_0_0_6_0__805  linear_low_805  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_6_1__804  linear_high_230  -1.000000000000e+00
    used_0_0_6_1__804  linear_high_385  -1.000000000000e+00
    used_0_0_6_1__804  linear_high_561  -1.000000000000e+00
    used_0_0_6_1__804  linear_high_583  -1.000000000000e+00
    used_0_0_6_1__804  linear_high_676  -1.000000000000e+00
    used_0_0_6_1__804  linear_low_804  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_6_3__803  linear_high_229  -1.000000000000e+00
    used_0_0_6_3__803  linear_high_582  -1.000000000000e+00
    used_0_0_6_3__803  linear_high_675  -1.000000000000e+00
    used_0_0_6_3__803  linear_low_803  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_7_0__817  linear_high_263  -1.000000000000e+00
    used_0_0_7_0__817  linear_high_313  -1.000000000000e+00
    used_0_0_7_0__817  linear_high_347  -1.000000000000e+00
    used_0_0_7_0__817  linear_high_616  -1.000000000000e+00
    used_0_0_7_0__817  linear_high_646  -1.000000000000e+00
    used_0_0_7_0__817  linear_high_701  -1.000000000000e+00
    used_0_0_7_0__817  linear_low_817  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_7_4__833  linear_high_325  -1.000000000000e+00
    used_0_0_7_4__833  linear_high_356  -1.000000000000e+00
    used_0_0_7_4__833  linear_high_620  -1.000000000000e+00
    used_0_0_7_4__833  linear_high_652  -1.000000000000e+00
    used_0_0_7_4__833  linear_high_708  -1.000000000000e+00
    used_0_0_7_4__833  linear_low_833  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_0_7_6__832  linear_high_324  -1.000000000000e+00
    used_0_0_7_6__832  linear_high_355  -1.000000000000e+00
    used_0_0_7_6__832  linear_high_707  -1.000000000000e+00
    used_0_0_7_6__832  linear_low_832  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_0__739  linear_high_42  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_59  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_158  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_207  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_298  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_366  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_393  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_422  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_474  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_553  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_638  -1.000000000000e+00
    used_0_1_0_0__739  linear_high_695  -1.000000000000e+00
    used_0_1_0_0__739  linear_low_739  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_1__738  linear_high_41  -1.000000000000e+00
    used_0_1_0_1__738  linear_high_157  -1.000000000000e+00
    used_0_1_0_1__738  linear_high_206  -1.000000000000e+00
    used_0_1_0_1__738  linear_high_365  -1.000000000000e+00
    used_0_1_0_1__738  linear_high_473  -1.000000000000e+00
    used_0_1_0_1__738  linear_high_552  -1.000000000000e+00
    used_0_1_0_1__738  linear_low_738  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_2__737  linear_high_40  -1.000000000000e+00
    used_0_1_0_2__737  linear_high_364  -1.000000000000e+00
    used_0_1_0_2__737  linear_high_472  -1.000000000000e+00
    used_0_1_0_2__737  linear_high_551  -1.000000000000e+00
    used_0_1_0_2__737  linear_low_737  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_4__754  linear_high_69  -1.000000000000e+00
    used_0_1_0_4__754  linear_high_301  -1.000000000000e+00
    used_0_1_0_4__754  linear_high_399  -1.000000000000e+00
    used_0_1_0_4__754  linear_high_426  -1.000000000000e+00
    used_0_1_0_4__754  linear_high_641  -1.000000000000e+00
    used_0_1_0_4__754  linear_high_697  -1.000000000000e+00
    used_0_1_0_4__754  linear_low_754  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_5__753  linear_high_68  -1.000000000000e+00
    used_0_1_0_5__753  linear_high_398  -1.000000000000e+00
    used_0_1_0_5__753  linear_high_640  -1.000000000000e+00
    used_0_1_0_5__753  linear_low_753  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_0_6__831  linear_high_323  -1.000000000000e+00
    used_0_1_0_6__831  linear_high_430  -1.000000000000e+00
    used_0_1_0_6__831  linear_high_706  -1.000000000000e+00
    used_0_1_0_6__831  linear_low_831  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_1_0__736  linear_high_39  -1.000000000000e+00
    used_0_1_1_0__736  linear_high_58  -1.000000000000e+00
    used_0_1_1_0__736  linear_high_156  -1.000000000000e+00
    used_0_1_1_0__736  linear_high_392  -1.000000000000e+00
    used_0_1_1_0__736  linear_high_421  -1.000000000000e+00
    used_0_1_1_0__736  linear_high_471  -1.000000000000e+00
    used_0_1_1_0__736  linear_low_736  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_1_1__735  linear_high_38  -1.000000000000e+00
    used_0_1_1_1__735  linear_high_155  -1.000000000000e+00
    used_0_1_1_1__735  linear_high_470  -1.000000000000e+00
    used_0_1_1_1__735  linear_low_735  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_1_4__752  linear_high_67  -1.000000000000e+00
    used_0_1_1_4__752  linear_high_397  -1.000000000000e+00
    used_0_1_1_4__752  linear_high_425  -1.000000000000e+00
    used_0_1_1_4__752  linear_low_752  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_4_0__751  linear_high_66  -1.000000000000e+00
    used_0_1_4_0__751  linear_high_165  -1.000000000000e+00
    used_0_1_4_0__751  linear_high_481  -1.000000000000e+00
    used_0_1_4_0__751  linear_low_751  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_5_0__802  linear_high_228  -1.000000000000e+00
    used_0_1_5_0__802  linear_high_309  -1.000000000000e+00
    used_0_1_5_0__802  linear_high_384  -1.000000000000e+00
    used_0_1_5_0__802  linear_high_560  -1.000000000000e+00
    used_0_1_5_0__802  linear_high_644  -1.000000000000e+00
    used_0_1_5_0__802  linear_high_699  -1.000000000000e+00
    used_0_1_5_0__802  linear_low_802  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_5_1__801  linear_high_227  -1.000000000000e+00
    used_0_1_5_1__801  linear_high_383  -1.000000000000e+00
    used_0_1_5_1__801  linear_high_559  -1.000000000000e+00
    used_0_1_5_1__801  linear_low_801  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_5_4__830  linear_high_322  -1.000000000000e+00
    used_0_1_5_4__830  linear_high_651  -1.000000000000e+00
    used_0_1_5_4__830  linear_high_705  -1.000000000000e+00
    used_0_1_5_4__830  linear_low_830  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_6_0__800  linear_high_226  -1.000000000000e+00
    used_0_1_6_0__800  linear_high_382  -1.000000000000e+00
    used_0_1_6_0__800  linear_high_558  -1.000000000000e+00
    used_0_1_6_0__800  linear_low_800  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_6_1__799  linear_high_225  -1.000000000000e+00
    used_0_1_6_1__799  linear_high_381  -1.000000000000e+00
    used_0_1_6_1__799  linear_high_557  -1.000000000000e+00
    used_0_1_6_1__799  linear_low_799  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_7_0__829  linear_high_321  -1.000000000000e+00
    used_0_1_7_0__829  linear_high_650  -1.000000000000e+00
    used_0_1_7_0__829  linear_high_704  -1.000000000000e+00
    used_0_1_7_0__829  linear_low_829  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_1_7_4__828  linear_high_320  -1.000000000000e+00
    used_0_1_7_4__828  linear_high_649  -1.000000000000e+00
    used_0_1_7_4__828  linear_high_703  -1.000000000000e+00
    used_0_1_7_4__828  linear_low_828  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_0_0__775  linear_high_106  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_136  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_196  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_244  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_272  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_333  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_453  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_502  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_532  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_579  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_610  -1.000000000000e+00
    used_0_2_0_0__775  linear_high_672  -1.000000000000e+00
    used_0_2_0_0__775  linear_low_775  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_0_1__774  linear_high_105  -1.000000000000e+00
    used_0_2_0_1__774  linear_high_135  -1.000000000000e+00
    used_0_2_0_1__774  linear_high_243  -1.000000000000e+00
    used_0_2_0_1__774  linear_high_452  -1.000000000000e+00
    used_0_2_0_1__774  linear_high_578  -1.000000000000e+00
    used_0_2_0_1__774  linear_high_671  -1.000000000000e+00
    used_0_2_0_1__774  linear_low_774  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_0_3__777  linear_high_138  -1.000000000000e+00
    used_0_2_0_3__777  linear_high_454  -1.000000000000e+00
    used_0_2_0_3__777  linear_high_580  -1.000000000000e+00
    used_0_2_0_3__777  linear_high_673  -1.000000000000e+00
    used_0_2_0_3__777  linear_low_777  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_0_4__784  linear_high_200  -1.000000000000e+00
    used_0_2_0_4__784  linear_high_275  -1.000000000000e+00
    used_0_2_0_4__784  linear_high_335  -1.000000000000e+00
    used_0_2_0_4__784  linear_high_504  -1.000000000000e+00
    used_0_2_0_4__784  linear_high_535  -1.000000000000e+00
    used_0_2_0_4__784  linear_high_612  -1.000000000000e+00
    used_0_2_0_4__784  linear_low_784  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_0_5__783  linear_high_199  -1.000000000000e+00
    used_0_2_0_5__783  linear_high_274  -1.000000000000e+00
    used_0_2_0_5__783  linear_high_534  -1.000000000000e+00
    used_0_2_0_5__783  linear_high_611  -1.000000000000e+00
    used_0_2_0_5__783  linear_low_783  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_1_0__773  linear_high_104  -1.000000000000e+00
    used_0_2_1_0__773  linear_high_134  -1.000000000000e+00
    used_0_2_1_0__773  linear_high_195  -1.000000000000e+00
    used_0_2_1_0__773  linear_high_451  -1.000000000000e+00
    used_0_2_1_0__773  linear_high_501  -1.000000000000e+00
    used_0_2_1_0__773  linear_high_531  -1.000000000000e+00
    used_0_2_1_0__773  linear_low_773  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_1_1__772  linear_high_103  -1.000000000000e+00
    used_0_2_1_1__772  linear_high_133  -1.000000000000e+00
    used_0_2_1_1__772  linear_high_450  -1.000000000000e+00
    used_0_2_1_1__772  linear_low_772  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_1_4__782  linear_high_198  -1.000000000000e+00
    used_0_2_1_4__782  linear_high_503  -1.000000000000e+00
    used_0_2_1_4__782  linear_high_533  -1.000000000000e+00
    used_0_2_1_4__782  linear_low_782  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_2_0__771  linear_high_102  -1.000000000000e+00
    used_0_2_2_0__771  linear_high_500  -1.000000000000e+00
    used_0_2_2_0__771  linear_high_530  -1.000000000000e+00
    used_0_2_2_0__771  linear_low_771  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_5_0__816  linear_high_262  -1.000000000000e+00
    used_0_2_5_0__816  linear_high_288  -1.000000000000e+00
    used_0_2_5_0__816  linear_high_346  -1.000000000000e+00
    used_0_2_5_0__816  linear_high_589  -1.000000000000e+00
    used_0_2_5_0__816  linear_high_615  -1.000000000000e+00
    used_0_2_5_0__816  linear_high_682  -1.000000000000e+00
    used_0_2_5_0__816  linear_low_816  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_5_1__815  linear_high_261  -1.000000000000e+00
    used_0_2_5_1__815  linear_high_588  -1.000000000000e+00
    used_0_2_5_1__815  linear_high_681  -1.000000000000e+00
    used_0_2_5_1__815  linear_low_815  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_5_4__823  linear_high_293  -1.000000000000e+00
    used_0_2_5_4__823  linear_high_351  -1.000000000000e+00
    used_0_2_5_4__823  linear_high_617  -1.000000000000e+00
    used_0_2_5_4__823  linear_low_823  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_6_0__822  linear_high_292  -1.000000000000e+00
    used_0_2_6_0__822  linear_high_590  -1.000000000000e+00
    used_0_2_6_0__822  linear_high_683  -1.000000000000e+00
    used_0_2_6_0__822  linear_low_822  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_0_2_7_0__814  linear_high_260  -1.000000000000e+00
    used_0_2_7_0__814  linear_high_345  -1.000000000000e+00
    used_0_2_7_0__814  linear_high_614  -1.000000000000e+00
    used_0_2_7_0__814  linear_low_814  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_10_0_0_0__787  linear_high_213  -1.000000000000e+00
    used_10_0_0_0__787  linear_high_246  -1.000000000000e+00
    used_10_0_0_0__787  linear_high_277  -1.000000000000e+00
    used_10_0_0_0__787  linear_low_787  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_10_0_5_0__786  linear_high_212  -1.000000000000e+00
    used_10_0_5_0__786  linear_high_245  -1.000000000000e+00
    used_10_0_5_0__786  linear_high_276  -1.000000000000e+00
    used_10_0_5_0__786  linear_low_786  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_11_0_0_0__827  linear_high_319  -1.000000000000e+00
    used_11_0_0_0__827  linear_high_354  -1.000000000000e+00
    used_11_0_0_0__827  linear_high_391  -1.000000000000e+00
    used_11_0_0_0__827  linear_low_827  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_11_0_5_0__826  linear_high_318  -1.000000000000e+00
    used_11_0_5_0__826  linear_high_353  -1.000000000000e+00
    used_11_0_5_0__826  linear_high_390  -1.000000000000e+00
    used_11_0_5_0__826  linear_low_826  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_13_0_0_0__855  linear_high_463  -1.000000000000e+00
    used_13_0_0_0__855  linear_high_493  -1.000000000000e+00
    used_13_0_0_0__855  linear_high_519  -1.000000000000e+00
    used_13_0_0_0__855  linear_low_855  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_13_0_1_0__854  linear_high_462  -1.000000000000e+00
    used_13_0_1_0__854  linear_high_492  -1.000000000000e+00
    used_13_0_1_0__854  linear_high_518  -1.000000000000e+00
    used_13_0_1_0__854  linear_low_854  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_15_0_0_0__874  linear_high_605  -1.000000000000e+00
    used_15_0_0_0__874  linear_high_633  -1.000000000000e+00
    used_15_0_0_0__874  linear_high_665  -1.000000000000e+00
    used_15_0_0_0__874  linear_low_874  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_15_0_5_0__873  linear_high_604  -1.000000000000e+00
    used_15_0_5_0__873  linear_high_632  -1.000000000000e+00
    used_15_0_5_0__873  linear_high_664  -1.000000000000e+00
    used_15_0_5_0__873  linear_low_873  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_0__734  linear_high_37  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_57  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_83  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_114  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_154  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_178  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_205  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_237  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_265  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_297  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_328  -1.000000000000e+00
    used_1_0_0_0__734  linear_high_363  -1.000000000000e+00
    used_1_0_0_0__734  linear_low_734  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_1__733  linear_high_36  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_82  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_113  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_153  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_204  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_236  -1.000000000000e+00
    used_1_0_0_1__733  linear_high_362  -1.000000000000e+00
    used_1_0_0_1__733  linear_low_733  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_2__732  linear_high_35  -1.000000000000e+00
    used_1_0_0_2__732  linear_high_81  -1.000000000000e+00
    used_1_0_0_2__732  linear_high_235  -1.000000000000e+00
    used_1_0_0_2__732  linear_high_361  -1.000000000000e+00
    used_1_0_0_2__732  linear_low_732  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_3__776  linear_high_137  -1.000000000000e+00
    used_1_0_0_3__776  linear_high_171  -1.000000000000e+00
    used_1_0_0_3__776  linear_high_210  -1.000000000000e+00
    used_1_0_0_3__776  linear_low_776  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_4__750  linear_high_65  -1.000000000000e+00
    used_1_0_0_4__750  linear_high_182  -1.000000000000e+00
    used_1_0_0_4__750  linear_high_268  -1.000000000000e+00
    used_1_0_0_4__750  linear_high_300  -1.000000000000e+00
    used_1_0_0_4__750  linear_high_330  -1.000000000000e+00
    used_1_0_0_4__750  linear_low_750  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_0_5__749  linear_high_64  -1.000000000000e+00
    used_1_0_0_5__749  linear_high_181  -1.000000000000e+00
    used_1_0_0_5__749  linear_high_267  -1.000000000000e+00
    used_1_0_0_5__749  linear_low_749  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_1_0__731  linear_high_34  -1.000000000000e+00
    used_1_0_1_0__731  linear_high_56  -1.000000000000e+00
    used_1_0_1_0__731  linear_high_80  -1.000000000000e+00
    used_1_0_1_0__731  linear_high_112  -1.000000000000e+00
    used_1_0_1_0__731  linear_high_152  -1.000000000000e+00
    used_1_0_1_0__731  linear_high_177  -1.000000000000e+00
    used_1_0_1_0__731  linear_low_731  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_1_1__730  linear_high_33  -1.000000000000e+00
    used_1_0_1_1__730  linear_high_79  -1.000000000000e+00
    used_1_0_1_1__730  linear_high_111  -1.000000000000e+00
    used_1_0_1_1__730  linear_high_151  -1.000000000000e+00
    used_1_0_1_1__730  linear_low_730  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_4_0__748  linear_high_63  -1.000000000000e+00
    used_1_0_4_0__748  linear_high_120  -1.000000000000e+00
    used_1_0_4_0__748  linear_high_164  -1.000000000000e+00
    used_1_0_4_0__748  linear_low_748  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_5_0__798  linear_high_224  -1.000000000000e+00
    used_1_0_5_0__798  linear_high_252  -1.000000000000e+00
    used_1_0_5_0__798  linear_high_282  -1.000000000000e+00
    used_1_0_5_0__798  linear_high_308  -1.000000000000e+00
    used_1_0_5_0__798  linear_high_338  -1.000000000000e+00
    used_1_0_5_0__798  linear_high_380  -1.000000000000e+00
    used_1_0_5_0__798  linear_low_798  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_5_1__797  linear_high_223  -1.000000000000e+00
    used_1_0_5_1__797  linear_high_251  -1.000000000000e+00
    used_1_0_5_1__797  linear_high_379  -1.000000000000e+00
    used_1_0_5_1__797  linear_low_797  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_5_4__821  linear_high_291  -1.000000000000e+00
    used_1_0_5_4__821  linear_high_316  -1.000000000000e+00
    used_1_0_5_4__821  linear_high_350  -1.000000000000e+00
    used_1_0_5_4__821  linear_low_821  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_6_0__796  linear_high_222  -1.000000000000e+00
    used_1_0_6_0__796  linear_high_281  -1.000000000000e+00
    used_1_0_6_0__796  linear_high_378  -1.000000000000e+00
    used_1_0_6_0__796  linear_low_796  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_0_7_0__813  linear_high_259  -1.000000000000e+00
    used_1_0_7_0__813  linear_high_312  -1.000000000000e+00
    used_1_0_7_0__813  linear_high_344  -1.000000000000e+00
    used_1_0_7_0__813  linear_low_813  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_1_0_0__729  linear_high_32  -1.000000000000e+00
    used_1_1_0_0__729  linear_high_55  -1.000000000000e+00
    used_1_1_0_0__729  linear_high_150  -1.000000000000e+00
    used_1_1_0_0__729  linear_high_203  -1.000000000000e+00
    used_1_1_0_0__729  linear_high_296  -1.000000000000e+00
    used_1_1_0_0__729  linear_high_360  -1.000000000000e+00
    used_1_1_0_0__729  linear_low_729  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_1_0_1__728  linear_high_31  -1.000000000000e+00
    used_1_1_0_1__728  linear_high_149  -1.000000000000e+00
    used_1_1_0_1__728  linear_high_202  -1.000000000000e+00
    used_1_1_0_1__728  linear_high_359  -1.000000000000e+00
    used_1_1_0_1__728  linear_low_728  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_1_1_0__727  linear_high_30  -1.000000000000e+00
    used_1_1_1_0__727  linear_high_54  -1.000000000000e+00
    used_1_1_1_0__727  linear_high_148  -1.000000000000e+00
    used_1_1_1_0__727  linear_low_727  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_1_5_0__795  linear_high_221  -1.000000000000e+00
    used_1_1_5_0__795  linear_high_307  -1.000000000000e+00
    used_1_1_5_0__795  linear_high_377  -1.000000000000e+00
    used_1_1_5_0__795  linear_low_795  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_2_0_0__770  linear_high_101  -1.000000000000e+00
    used_1_2_0_0__770  linear_high_132  -1.000000000000e+00
    used_1_2_0_0__770  linear_high_194  -1.000000000000e+00
    used_1_2_0_0__770  linear_high_242  -1.000000000000e+00
    used_1_2_0_0__770  linear_high_271  -1.000000000000e+00
    used_1_2_0_0__770  linear_high_332  -1.000000000000e+00
    used_1_2_0_0__770  linear_low_770  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_2_0_1__769  linear_high_100  -1.000000000000e+00
    used_1_2_0_1__769  linear_high_131  -1.000000000000e+00
    used_1_2_0_1__769  linear_high_241  -1.000000000000e+00
    used_1_2_0_1__769  linear_low_769  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_2_0_4__781  linear_high_197  -1.000000000000e+00
    used_1_2_0_4__781  linear_high_273  -1.000000000000e+00
    used_1_2_0_4__781  linear_high_334  -1.000000000000e+00
    used_1_2_0_4__781  linear_low_781  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_2_1_0__768  linear_high_99  -1.000000000000e+00
    used_1_2_1_0__768  linear_high_130  -1.000000000000e+00
    used_1_2_1_0__768  linear_high_193  -1.000000000000e+00
    used_1_2_1_0__768  linear_low_768  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_1_2_5_0__812  linear_high_258  -1.000000000000e+00
    used_1_2_5_0__812  linear_high_287  -1.000000000000e+00
    used_1_2_5_0__812  linear_high_343  -1.000000000000e+00
    used_1_2_5_0__812  linear_low_812  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_0__851  linear_high_419  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_444  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_461  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_491  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_515  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_542  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_567  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_591  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_623  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_657  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_684  -1.000000000000e+00
    used_2_0_0_0__851  linear_high_714  -1.000000000000e+00
    used_2_0_0_0__851  linear_low_851  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_1__861  linear_high_469  -1.000000000000e+00
    used_2_0_0_1__861  linear_high_494  -1.000000000000e+00
    used_2_0_0_1__861  linear_high_568  -1.000000000000e+00
    used_2_0_0_1__861  linear_high_596  -1.000000000000e+00
    used_2_0_0_1__861  linear_high_689  -1.000000000000e+00
    used_2_0_0_1__861  linear_low_861  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_3__860  linear_high_468  -1.000000000000e+00
    used_2_0_0_3__860  linear_high_595  -1.000000000000e+00
    used_2_0_0_3__860  linear_high_688  -1.000000000000e+00
    used_2_0_0_3__860  linear_low_860  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_4__850  linear_high_418  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_443  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_514  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_541  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_622  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_656  -1.000000000000e+00
    used_2_0_0_4__850  linear_high_713  -1.000000000000e+00
    used_2_0_0_4__850  linear_low_850  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_5__849  linear_high_417  -1.000000000000e+00
    used_2_0_0_5__849  linear_high_540  -1.000000000000e+00
    used_2_0_0_5__849  linear_high_621  -1.000000000000e+00
    used_2_0_0_5__849  linear_high_655  -1.000000000000e+00
    used_2_0_0_5__849  linear_low_849  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_0_6__853  linear_high_445  -1.000000000000e+00
    used_2_0_0_6__853  linear_high_517  -1.000000000000e+00
    used_2_0_0_6__853  linear_high_715  -1.000000000000e+00
    used_2_0_0_6__853  linear_low_853  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_1_0__848  linear_high_416  -1.000000000000e+00
    used_2_0_1_0__848  linear_high_442  -1.000000000000e+00
    used_2_0_1_0__848  linear_high_460  -1.000000000000e+00
    used_2_0_1_0__848  linear_high_490  -1.000000000000e+00
    used_2_0_1_0__848  linear_high_513  -1.000000000000e+00
    used_2_0_1_0__848  linear_high_539  -1.000000000000e+00
    used_2_0_1_0__848  linear_low_848  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_1_4__847  linear_high_415  -1.000000000000e+00
    used_2_0_1_4__847  linear_high_441  -1.000000000000e+00
    used_2_0_1_4__847  linear_high_512  -1.000000000000e+00
    used_2_0_1_4__847  linear_high_538  -1.000000000000e+00
    used_2_0_1_4__847  linear_low_847  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_2_0__846  linear_high_414  -1.000000000000e+00
    used_2_0_2_0__846  linear_high_511  -1.000000000000e+00
    used_2_0_2_0__846  linear_high_537  -1.000000000000e+00
    used_2_0_2_0__846  linear_low_846  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_2_4__845  linear_high_413  -1.000000000000e+00
    used_2_0_2_4__845  linear_high_510  -1.000000000000e+00
    used_2_0_2_4__845  linear_high_536  -1.000000000000e+00
    used_2_0_2_4__845  linear_low_845  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_5_0__872  linear_high_575  -1.000000000000e+00
    used_2_0_5_0__872  linear_high_603  -1.000000000000e+00
    used_2_0_5_0__872  linear_high_631  -1.000000000000e+00
    used_2_0_5_0__872  linear_high_663  -1.000000000000e+00
    used_2_0_5_0__872  linear_high_693  -1.000000000000e+00
    used_2_0_5_0__872  linear_high_717  -1.000000000000e+00
    used_2_0_5_0__872  linear_low_872  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_5_1__871  linear_high_574  -1.000000000000e+00
    used_2_0_5_1__871  linear_high_602  -1.000000000000e+00
    used_2_0_5_1__871  linear_high_692  -1.000000000000e+00
    used_2_0_5_1__871  linear_low_871  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_5_4__878  linear_high_637  -1.000000000000e+00
    used_2_0_5_4__878  linear_high_668  -1.000000000000e+00
    used_2_0_5_4__878  linear_high_720  -1.000000000000e+00
    used_2_0_5_4__878  linear_low_878  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_6_0__870  linear_high_573  -1.000000000000e+00
    used_2_0_6_0__870  linear_high_601  -1.000000000000e+00
    used_2_0_6_0__870  linear_high_691  -1.000000000000e+00
    used_2_0_6_0__870  linear_low_870  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_6_1__869  linear_high_572  -1.000000000000e+00
    used_2_0_6_1__869  linear_high_600  -1.000000000000e+00
    used_2_0_6_1__869  linear_high_690  -1.000000000000e+00
    used_2_0_6_1__869  linear_low_869  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_7_0__877  linear_high_636  -1.000000000000e+00
    used_2_0_7_0__877  linear_high_667  -1.000000000000e+00
    used_2_0_7_0__877  linear_high_719  -1.000000000000e+00
    used_2_0_7_0__877  linear_low_877  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_0_7_4__876  linear_high_635  -1.000000000000e+00
    used_2_0_7_4__876  linear_high_666  -1.000000000000e+00
    used_2_0_7_4__876  linear_high_718  -1.000000000000e+00
    used_2_0_7_4__876  linear_low_876  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_1_0_0__844  linear_high_412  -1.000000000000e+00
    used_2_1_0_0__844  linear_high_440  -1.000000000000e+00
    used_2_1_0_0__844  linear_high_489  -1.000000000000e+00
    used_2_1_0_0__844  linear_high_566  -1.000000000000e+00
    used_2_1_0_0__844  linear_high_654  -1.000000000000e+00
    used_2_1_0_0__844  linear_high_712  -1.000000000000e+00
    used_2_1_0_0__844  linear_low_844  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_1_0_4__843  linear_high_411  -1.000000000000e+00
    used_2_1_0_4__843  linear_high_439  -1.000000000000e+00
    used_2_1_0_4__843  linear_high_653  -1.000000000000e+00
    used_2_1_0_4__843  linear_high_711  -1.000000000000e+00
    used_2_1_0_4__843  linear_low_843  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_1_1_0__842  linear_high_410  -1.000000000000e+00
    used_2_1_1_0__842  linear_high_438  -1.000000000000e+00
    used_2_1_1_0__842  linear_high_488  -1.000000000000e+00
    used_2_1_1_0__842  linear_low_842  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_1_5_0__868  linear_high_571  -1.000000000000e+00
    used_2_1_5_0__868  linear_high_662  -1.000000000000e+00
    used_2_1_5_0__868  linear_high_716  -1.000000000000e+00
    used_2_1_5_0__868  linear_low_868  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_0_0__859  linear_high_467  -1.000000000000e+00
    used_2_2_0_0__859  linear_high_521  -1.000000000000e+00
    used_2_2_0_0__859  linear_high_545  -1.000000000000e+00
    used_2_2_0_0__859  linear_high_594  -1.000000000000e+00
    used_2_2_0_0__859  linear_high_624  -1.000000000000e+00
    used_2_2_0_0__859  linear_high_687  -1.000000000000e+00
    used_2_2_0_0__859  linear_low_859  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_0_1__858  linear_high_466  -1.000000000000e+00
    used_2_2_0_1__858  linear_high_593  -1.000000000000e+00
    used_2_2_0_1__858  linear_high_686  -1.000000000000e+00
    used_2_2_0_1__858  linear_low_858  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_0_3__857  linear_high_465  -1.000000000000e+00
    used_2_2_0_3__857  linear_high_592  -1.000000000000e+00
    used_2_2_0_3__857  linear_high_685  -1.000000000000e+00
    used_2_2_0_3__857  linear_low_857  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_0_4__862  linear_high_522  -1.000000000000e+00
    used_2_2_0_4__862  linear_high_546  -1.000000000000e+00
    used_2_2_0_4__862  linear_high_625  -1.000000000000e+00
    used_2_2_0_4__862  linear_low_862  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_1_0__856  linear_high_464  -1.000000000000e+00
    used_2_2_1_0__856  linear_high_520  -1.000000000000e+00
    used_2_2_1_0__856  linear_high_544  -1.000000000000e+00
    used_2_2_1_0__856  linear_low_856  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_2_2_5_0__875  linear_high_606  -1.000000000000e+00
    used_2_2_5_0__875  linear_high_634  -1.000000000000e+00
    used_2_2_5_0__875  linear_high_694  -1.000000000000e+00
    used_2_2_5_0__875  linear_low_875  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_0_0_0__726  linear_high_29  -1.000000000000e+00
    used_3_0_0_0__726  linear_high_53  -1.000000000000e+00
    used_3_0_0_0__726  linear_high_78  -1.000000000000e+00
    used_3_0_0_0__726  linear_high_110  -1.000000000000e+00
    used_3_0_0_0__726  linear_high_147  -1.000000000000e+00
    used_3_0_0_0__726  linear_high_176  -1.000000000000e+00
    used_3_0_0_0__726  linear_low_726  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_0_0_1__725  linear_high_28  -1.000000000000e+00
    used_3_0_0_1__725  linear_high_77  -1.000000000000e+00
    used_3_0_0_1__725  linear_high_109  -1.000000000000e+00
    used_3_0_0_1__725  linear_high_146  -1.000000000000e+00
    used_3_0_0_1__725  linear_low_725  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_0_1_0__724  linear_high_27  -1.000000000000e+00
    used_3_0_1_0__724  linear_high_52  -1.000000000000e+00
    used_3_0_1_0__724  linear_high_76  -1.000000000000e+00
    used_3_0_1_0__724  linear_high_108  -1.000000000000e+00
    used_3_0_1_0__724  linear_high_145  -1.000000000000e+00
    used_3_0_1_0__724  linear_high_175  -1.000000000000e+00
    used_3_0_1_0__724  linear_low_724  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_0_1_1__723  linear_high_26  -1.000000000000e+00
    used_3_0_1_1__723  linear_high_75  -1.000000000000e+00
    used_3_0_1_1__723  linear_high_107  -1.000000000000e+00
    used_3_0_1_1__723  linear_high_144  -1.000000000000e+00
    used_3_0_1_1__723  linear_low_723  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_0_4_0__747  linear_high_62  -1.000000000000e+00
    used_3_0_4_0__747  linear_high_119  -1.000000000000e+00
    used_3_0_4_0__747  linear_high_163  -1.000000000000e+00
    used_3_0_4_0__747  linear_low_747  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_1_0_0__722  linear_high_25  -1.000000000000e+00
    used_3_1_0_0__722  linear_high_51  -1.000000000000e+00
    used_3_1_0_0__722  linear_high_143  -1.000000000000e+00
    used_3_1_0_0__722  linear_low_722  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_1_1_0__721  linear_high_24  -1.000000000000e+00
    used_3_1_1_0__721  linear_high_50  -1.000000000000e+00
    used_3_1_1_0__721  linear_high_142  -1.000000000000e+00
    used_3_1_1_0__721  linear_low_721  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_2_0_0__767  linear_high_98  -1.000000000000e+00
    used_3_2_0_0__767  linear_high_129  -1.000000000000e+00
    used_3_2_0_0__767  linear_high_192  -1.000000000000e+00
    used_3_2_0_0__767  linear_low_767  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_3_2_1_0__766  linear_high_97  -1.000000000000e+00
    used_3_2_1_0__766  linear_high_128  -1.000000000000e+00
    used_3_2_1_0__766  linear_high_191  -1.000000000000e+00
    used_3_2_1_0__766  linear_low_766  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_0_0__794  linear_high_220  -1.000000000000e+00
    used_4_0_0_0__794  linear_high_250  -1.000000000000e+00
    used_4_0_0_0__794  linear_high_280  -1.000000000000e+00
    used_4_0_0_0__794  linear_high_306  -1.000000000000e+00
    used_4_0_0_0__794  linear_high_337  -1.000000000000e+00
    used_4_0_0_0__794  linear_high_376  -1.000000000000e+00
    used_4_0_0_0__794  linear_low_794  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_0_1__793  linear_high_219  -1.000000000000e+00
    used_4_0_0_1__793  linear_high_249  -1.000000000000e+00
    used_4_0_0_1__793  linear_high_375  -1.000000000000e+00
    used_4_0_0_1__793  linear_low_793  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_0_4__820  linear_high_290  -1.000000000000e+00
    used_4_0_0_4__820  linear_high_315  -1.000000000000e+00
    used_4_0_0_4__820  linear_high_349  -1.000000000000e+00
    used_4_0_0_4__820  linear_low_820  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_5_0__792  linear_high_218  -1.000000000000e+00
    used_4_0_5_0__792  linear_high_248  -1.000000000000e+00
    used_4_0_5_0__792  linear_high_279  -1.000000000000e+00
    used_4_0_5_0__792  linear_high_305  -1.000000000000e+00
    used_4_0_5_0__792  linear_high_336  -1.000000000000e+00
    used_4_0_5_0__792  linear_high_374  -1.000000000000e+00
    used_4_0_5_0__792  linear_low_792  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_5_1__791  linear_high_217  -1.000000000000e+00
    used_4_0_5_1__791  linear_high_247  -1.000000000000e+00
    used_4_0_5_1__791  linear_high_373  -1.000000000000e+00
    used_4_0_5_1__791  linear_low_791  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_5_4__819  linear_high_289  -1.000000000000e+00
    used_4_0_5_4__819  linear_high_314  -1.000000000000e+00
    used_4_0_5_4__819  linear_high_348  -1.000000000000e+00
    used_4_0_5_4__819  linear_low_819  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_6_0__790  linear_high_216  -1.000000000000e+00
    used_4_0_6_0__790  linear_high_278  -1.000000000000e+00
    used_4_0_6_0__790  linear_high_372  -1.000000000000e+00
    used_4_0_6_0__790  linear_low_790  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_0_7_0__811  linear_high_257  -1.000000000000e+00
    used_4_0_7_0__811  linear_high_311  -1.000000000000e+00
    used_4_0_7_0__811  linear_high_342  -1.000000000000e+00
    used_4_0_7_0__811  linear_low_811  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_1_0_0__789  linear_high_215  -1.000000000000e+00
    used_4_1_0_0__789  linear_high_304  -1.000000000000e+00
    used_4_1_0_0__789  linear_high_371  -1.000000000000e+00
    used_4_1_0_0__789  linear_low_789  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_1_5_0__788  linear_high_214  -1.000000000000e+00
    used_4_1_5_0__788  linear_high_303  -1.000000000000e+00
    used_4_1_5_0__788  linear_high_370  -1.000000000000e+00
    used_4_1_5_0__788  linear_low_788  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_2_0_0__810  linear_high_256  -1.000000000000e+00
    used_4_2_0_0__810  linear_high_286  -1.000000000000e+00
    used_4_2_0_0__810  linear_high_341  -1.000000000000e+00
    used_4_2_0_0__810  linear_low_810  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_4_2_5_0__809  linear_high_255  -1.000000000000e+00
    used_4_2_5_0__809  linear_high_285  -1.000000000000e+00
    used_4_2_5_0__809  linear_high_340  -1.000000000000e+00
    used_4_2_5_0__809  linear_low_809  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_0_0_0__841  linear_high_409  -1.000000000000e+00
    used_5_0_0_0__841  linear_high_437  -1.000000000000e+00
    used_5_0_0_0__841  linear_high_459  -1.000000000000e+00
    used_5_0_0_0__841  linear_high_487  -1.000000000000e+00
    used_5_0_0_0__841  linear_high_509  -1.000000000000e+00
    used_5_0_0_0__841  linear_low_841  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_0_0_4__840  linear_high_408  -1.000000000000e+00
    used_5_0_0_4__840  linear_high_436  -1.000000000000e+00
    used_5_0_0_4__840  linear_high_508  -1.000000000000e+00
    used_5_0_0_4__840  linear_low_840  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_0_1_0__839  linear_high_407  -1.000000000000e+00
    used_5_0_1_0__839  linear_high_435  -1.000000000000e+00
    used_5_0_1_0__839  linear_high_458  -1.000000000000e+00
    used_5_0_1_0__839  linear_high_486  -1.000000000000e+00
    used_5_0_1_0__839  linear_high_507  -1.000000000000e+00
    used_5_0_1_0__839  linear_low_839  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_0_1_4__838  linear_high_406  -1.000000000000e+00
    used_5_0_1_4__838  linear_high_434  -1.000000000000e+00
    used_5_0_1_4__838  linear_high_506  -1.000000000000e+00
    used_5_0_1_4__838  linear_low_838  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_1_0_0__837  linear_high_405  -1.000000000000e+00
    used_5_1_0_0__837  linear_high_433  -1.000000000000e+00
    used_5_1_0_0__837  linear_high_485  -1.000000000000e+00
    used_5_1_0_0__837  linear_low_837  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_5_1_1_0__836  linear_high_404  -1.000000000000e+00
    used_5_1_1_0__836  linear_high_432  -1.000000000000e+00
    used_5_1_1_0__836  linear_high_484  -1.000000000000e+00
    used_5_1_1_0__836  linear_low_836  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_6_0_0_0__866  linear_high_550  -1.000000000000e+00
    used_6_0_0_0__866  linear_high_569  -1.000000000000e+00
    used_6_0_0_0__866  linear_high_598  -1.000000000000e+00
    used_6_0_0_0__866  linear_high_629  -1.000000000000e+00
    used_6_0_0_0__866  linear_high_660  -1.000000000000e+00
    used_6_0_0_0__866  linear_low_866  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_6_0_0_4__865  linear_high_549  -1.000000000000e+00
    used_6_0_0_4__865  linear_high_628  -1.000000000000e+00
    used_6_0_0_4__865  linear_high_659  -1.000000000000e+00
    used_6_0_0_4__865  linear_low_865  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_6_0_0_5__864  linear_high_548  -1.000000000000e+00
    used_6_0_0_5__864  linear_high_627  -1.000000000000e+00
    used_6_0_0_5__864  linear_high_658  -1.000000000000e+00
    used_6_0_0_5__864  linear_low_864  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_6_0_5_0__867  linear_high_570  -1.000000000000e+00
    used_6_0_5_0__867  linear_high_599  -1.000000000000e+00
    used_6_0_5_0__867  linear_high_630  -1.000000000000e+00
    used_6_0_5_0__867  linear_high_661  -1.000000000000e+00
    used_6_0_5_0__867  linear_low_867  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_6_2_0_0__863  linear_high_547  -1.000000000000e+00
    used_6_2_0_0__863  linear_high_597  -1.000000000000e+00
    used_6_2_0_0__863  linear_high_626  -1.000000000000e+00
    used_6_2_0_0__863  linear_low_863  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_0_0_0__765  linear_high_96  -1.000000000000e+00
    used_9_0_0_0__765  linear_high_127  -1.000000000000e+00
    used_9_0_0_0__765  linear_high_170  -1.000000000000e+00
    used_9_0_0_0__765  linear_high_190  -1.000000000000e+00
    used_9_0_0_0__765  linear_low_765  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_0_0_1__764  linear_high_95  -1.000000000000e+00
    used_9_0_0_1__764  linear_high_126  -1.000000000000e+00
    used_9_0_0_1__764  linear_high_169  -1.000000000000e+00
    used_9_0_0_1__764  linear_low_764  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_0_1_0__763  linear_high_94  -1.000000000000e+00
    used_9_0_1_0__763  linear_high_125  -1.000000000000e+00
    used_9_0_1_0__763  linear_high_168  -1.000000000000e+00
    used_9_0_1_0__763  linear_high_189  -1.000000000000e+00
    used_9_0_1_0__763  linear_low_763  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_0_1_1__762  linear_high_93  -1.000000000000e+00
    used_9_0_1_1__762  linear_high_124  -1.000000000000e+00
    used_9_0_1_1__762  linear_high_167  -1.000000000000e+00
    used_9_0_1_1__762  linear_low_762  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_2_0_0__761  linear_high_92  -1.000000000000e+00
    used_9_2_0_0__761  linear_high_123  -1.000000000000e+00
    used_9_2_0_0__761  linear_high_188  -1.000000000000e+00
    used_9_2_0_0__761  linear_low_761  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    used_9_2_1_0__760  linear_high_91  -1.000000000000e+00
    used_9_2_1_0__760  linear_high_122  -1.000000000000e+00
    used_9_2_1_0__760  linear_high_187  -1.000000000000e+00
    used_9_2_1_0__760  linear_low_760  -3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       linear_0   1.000000000000e+00
    RHS       linear_1   1.000000000000e+00
    RHS       linear_2   1.000000000000e+00
    RHS       linear_3   1.000000000000e+00
    RHS       linear_4   1.000000000000e+00
    RHS       linear_5   1.000000000000e+00
    RHS       linear_6   1.000000000000e+00
    RHS       linear_7   1.000000000000e+00
    RHS       linear_8   1.000000000000e+00
    RHS       linear_9   1.000000000000e+00
    RHS       linear_10   1.000000000000e+00
    RHS       linear_11   1.000000000000e+00
    RHS       linear_12   1.000000000000e+00
    RHS       linear_13   1.000000000000e+00
    RHS       linear_14   1.000000000000e+00
    RHS       linear_15   1.000000000000e+00
    RHS       linear_16   1.000000000000e+00
    RHS       linear_17   1.000000000000e+00
    RHS       linear_18   1.000000000000e+00
    RHS       linear_19   1.000000000000e+00
    RHS       linear_20   1.000000000000e+00
    RHS       linear_21   1.000000000000e+00
    RHS       linear_22   1.000000000000e+00
    RHS       linear_23   1.000000000000e+00
    RHS       linear_high_24   0.000000000000e+00
    RHS       linear_high_25   0.000000000000e+00
    RHS       linear_high_26   0.000000000000e+00
    RHS       linear_high_27   0.000000000000e+00
    RHS       linear_high_28   0.000000000000e+00
    RHS       linear_high_29   0.000000000000e+00
    RHS       linear_high_30   0.000000000000e+00
    RHS       linear_high_31   0.000000000000e+00
    RHS       linear_high_32   0.000000000000e+00
    RHS       linear_high_33   0.000000000000e+00
    RHS       linear_high_34   0.000000000000e+00
    RHS       linear_high_35   0.000000000000e+00
    RHS       linear_high_36   0.000000000000e+00
    RHS       linear_high_37   0.000000000000e+00
    RHS       linear_high_38   0.000000000000e+00
    RHS       linear_high_39   0.000000000000e+00
    RHS       linear_high_40   0.000000000000e+00
    RHS       linear_high_41   0.000000000000e+00
    RHS       linear_high_42   0.000000000000e+00
    RHS       linear_high_43   0.000000000000e+00
    RHS       linear_high_44   0.000000000000e+00
    RHS       linear_high_45   0.000000000000e+00
    RHS       linear_high_46   0.000000000000e+00
    RHS       linear_high_47   0.000000000000e+00
    RHS       linear_high_48   0.000000000000e+00
    RHS       linear_high_49   0.000000000000e+00
    RHS       linear_high_50   0.000000000000e+00
    RHS       linear_high_51   0.000000000000e+00
    RHS       linear_high_52   0.000000000000e+00
    RHS       linear_high_53   0.000000000000e+00
    RHS       linear_high_54   0.000000000000e+00
    RHS       linear_high_55   0.000000000000e+00
    RHS       linear_high_56   0.000000000000e+00
    RHS       linear_high_57   0.000000000000e+00
    RHS       linear_high_58   0.000000000000e+00
    RHS       linear_high_59   0.000000000000e+00
    RHS       linear_high_60   0.000000000000e+00
    RHS       linear_high_61   0.000000000000e+00
    RHS       linear_high_62   0.000000000000e+00
    RHS       linear_high_63   0.000000000000e+00
    RHS       linear_high_64   0.000000000000e+00
    RHS       linear_high_65   0.000000000000e+00
    RHS       linear_high_66   0.000000000000e+00
    RHS       linear_high_67   0.000000000000e+00
    RHS       linear_high_68   0.000000000000e+00
    RHS       linear_high_69   0.000000000000e+00
    RHS       linear_high_70   0.000000000000e+00
    RHS       linear_high_71   0.000000000000e+00
    RHS       linear_high_72   0.000000000000e+00
    RHS       linear_high_73   0.000000000000e+00
    RHS       linear_high_74   0.000000000000e+00
    RHS       linear_high_75   0.000000000000e+00
    RHS       linear_high_76   0.000000000000e+00
    RHS       linear_high_77   0.000000000000e+00
    RHS       linear_high_78   0.000000000000e+00
    RHS       linear_high_79   0.000000000000e+00
    RHS       linear_high_80   0.000000000000e+00
    RHS       linear_high_81   0.000000000000e+00
    RHS       linear_high_82   0.000000000000e+00
    RHS       linear_high_83   0.000000000000e+00
    RHS       linear_high_84   0.000000000000e+00
    RHS       linear_high_85   0.000000000000e+00
    RHS       linear_high_86   0.000000000000e+00
    RHS       linear_high_87   0.000000000000e+00
    RHS       linear_high_88   0.000000000000e+00
    RHS       linear_high_89   0.000000000000e+00
    RHS       linear_high_90   0.000000000000e+00
    RHS       linear_high_91   0.000000000000e+00
    RHS       linear_high_92   0.000000000000e+00
    RHS       linear_high_93   0.000000000000e+00
    RHS       linear_high_94   0.000000000000e+00
    RHS       linear_high_95   0.000000000000e+00
    RHS       linear_high_96   0.000000000000e+00
    RHS       linear_high_97   0.000000000000e+00
    RHS       linear_high_98   0.000000000000e+00
    RHS       linear_high_99   0.000000000000e+00
    RHS       linear_high_100   0.000000000000e+00
    RHS       linear_high_101   0.000000000000e+00
    RHS       linear_high_102   0.000000000000e+00
    RHS       linear_high_103   0.000000000000e+00
    RHS       linear_high_104   0.000000000000e+00
    RHS       linear_high_105   0.000000000000e+00
    RHS       linear_high_106   0.000000000000e+00
    RHS       linear_high_107   0.000000000000e+00
    RHS       linear_high_108   0.000000000000e+00
    RHS       linear_high_109   0.000000000000e+00
    RHS       linear_high_110   0.000000000000e+00
    RHS       linear_high_111   0.000000000000e+00
    RHS       linear_high_112   0.000000000000e+00
    RHS       linear_high_113   0.000000000000e+00
    RHS       linear_high_114   0.000000000000e+00
    RHS       linear_high_115   0.000000000000e+00
    RHS       linear_high_116   0.000000000000e+00
    RHS       linear_high_117   0.000000000000e+00
    RHS       linear_high_118   0.000000000000e+00
    RHS       linear_high_119   0.000000000000e+00
    RHS       linear_high_120   0.000000000000e+00
    RHS       linear_high_121   0.000000000000e+00
    RHS       linear_high_122   0.000000000000e+00
    RHS       linear_high_123   0.000000000000e+00
    RHS       linear_high_124   0.000000000000e+00
    RHS       linear_high_125   0.000000000000e+00
    RHS       linear_high_126   0.000000000000e+00
    RHS       linear_high_127   0.000000000000e+00
    RHS       linear_high_128   0.000000000000e+00
    RHS       linear_high_129   0.000000000000e+00
    RHS       linear_high_130   0.000000000000e+00
    RHS       linear_high_131   0.000000000000e+00
    RHS       linear_high_132   0.000000000000e+00
    RHS       linear_high_133   0.000000000000e+00
    RHS       linear_high_134   0.000000000000e+00
    RHS       linear_high_135   0.000000000000e+00
    RHS       linear_high_136   0.000000000000e+00
    RHS       linear_high_137   0.000000000000e+00
    RHS       linear_high_138   0.000000000000e+00
    RHS       linear_high_139   0.000000000000e+00
    RHS       linear_high_140   0.000000000000e+00
    RHS       linear_high_141   0.000000000000e+00
    RHS       linear_high_142   0.000000000000e+00
    RHS       linear_high_143   0.000000000000e+00
    RHS       linear_high_144   0.000000000000e+00
    RHS       linear_high_145   0.000000000000e+00
    RHS       linear_high_146   0.000000000000e+00
    RHS       linear_high_147   0.000000000000e+00
    RHS       linear_high_148   0.000000000000e+00
    RHS       linear_high_149   0.000000000000e+00
    RHS       linear_high_150   0.000000000000e+00
    RHS       linear_high_151   0.000000000000e+00
    RHS       linear_high_152   0.000000000000e+00
    RHS       linear_high_153   0.000000000000e+00
    RHS       linear_high_154   0.000000000000e+00
    RHS       linear_high_155   0.000000000000e+00
    RHS       linear_high_156   0.000000000000e+00
    RHS       linear_high_157   0.000000000000e+00
    RHS       linear_high_158   0.000000000000e+00
    RHS       linear_high_159   0.000000000000e+00
    RHS       linear_high_160   0.000000000000e+00
    RHS       linear_high_161   0.000000000000e+00
    RHS       linear_high_162   0.000000000000e+00
    RHS       linear_high_163   0.000000000000e+00
    RHS       linear_high_164   0.000000000000e+00
    RHS       linear_high_165   0.000000000000e+00
    RHS       linear_high_166   0.000000000000e+00
    RHS       linear_high_167   0.000000000000e+00
    RHS       linear_high_168   0.000000000000e+00
    RHS       linear_high_169   0.000000000000e+00
    RHS       linear_high_170   0.000000000000e+00
    RHS       linear_high_171   0.000000000000e+00
    RHS       linear_high_172   0.000000000000e+00
    RHS       linear_high_173   0.000000000000e+00
    RHS       linear_high_174   0.000000000000e+00
    RHS       linear_high_175   0.000000000000e+00
    RHS       linear_high_176   0.000000000000e+00
    RHS       linear_high_177   0.000000000000e+00
    RHS       linear_high_178   0.000000000000e+00
    RHS       linear_high_179   0.000000000000e+00
    RHS       linear_high_180   0.000000000000e+00
    RHS       linear_high_181   0.000000000000e+00
    RHS       linear_high_182   0.000000000000e+00
    RHS       linear_high_183   0.000000000000e+00
    RHS       linear_high_184   0.000000000000e+00
    RHS       linear_high_185   0.000000000000e+00
    RHS       linear_high_186   0.000000000000e+00
    RHS       linear_high_187   0.000000000000e+00
    RHS       linear_high_188   0.000000000000e+00
    RHS       linear_high_189   0.000000000000e+00
    RHS       linear_high_190   0.000000000000e+00
    RHS       linear_high_191   0.000000000000e+00
    RHS       linear_high_192   0.000000000000e+00
    RHS       linear_high_193   0.000000000000e+00
    RHS       linear_high_194   0.000000000000e+00
    RHS       linear_high_195   0.000000000000e+00
    RHS       linear_high_196   0.000000000000e+00
    RHS       linear_high_197   0.000000000000e+00
    RHS       linear_high_198   0.000000000000e+00
    RHS       linear_high_199   0.000000000000e+00
    RHS       linear_high_200   0.000000000000e+00
    RHS       linear_high_201   0.000000000000e+00
    RHS       linear_high_202   0.000000000000e+00
    RHS       linear_high_203   0.000000000000e+00
    RHS       linear_high_204   0.000000000000e+00
    RHS       linear_high_205   0.000000000000e+00
    RHS       linear_high_206   0.000000000000e+00
    RHS       linear_high_207   0.000000000000e+00
    RHS       linear_high_208   0.000000000000e+00
    RHS       linear_high_209   0.000000000000e+00
    RHS       linear_high_210   0.000000000000e+00
    RHS       linear_high_211   0.000000000000e+00
    RHS       linear_high_212   0.000000000000e+00
    RHS       linear_high_213   0.000000000000e+00
    RHS       linear_high_214   0.000000000000e+00
    RHS       linear_high_215   0.000000000000e+00
    RHS       linear_high_216   0.000000000000e+00
    RHS       linear_high_217   0.000000000000e+00
    RHS       linear_high_218   0.000000000000e+00
    RHS       linear_high_219   0.000000000000e+00
    RHS       linear_high_220   0.000000000000e+00
    RHS       linear_high_221   0.000000000000e+00
    RHS       linear_high_222   0.000000000000e+00
    RHS       linear_high_223   0.000000000000e+00
    RHS       linear_high_224   0.000000000000e+00
    RHS       linear_high_225   0.000000000000e+00
    RHS       linear_high_226   0.000000000000e+00
    RHS       linear_high_227   0.000000000000e+00
    RHS       linear_high_228   0.000000000000e+00
    RHS       linear_high_229   0.000000000000e+00
    RHS       linear_high_230   0.000000000000e+00
    RHS       linear_high_231   0.000000000000e+00
    RHS       linear_high_232   0.000000000000e+00
    RHS       linear_high_233   0.000000000000e+00
    RHS       linear_high_234   0.000000000000e+00
    RHS       linear_high_235   0.000000000000e+00
    RHS       linear_high_236   0.000000000000e+00
    RHS       linear_high_237   0.000000000000e+00
    RHS       linear_high_238   0.000000000000e+00
    RHS       linear_high_239   0.000000000000e+00
    RHS       linear_high_240   0.000000000000e+00
    RHS       linear_high_241   0.000000000000e+00
    RHS       linear_high_242   0.000000000000e+00
    RHS       linear_high_243   0.000000000000e+00
    RHS       linear_high_244   0.000000000000e+00
    RHS       linear_high_245   0.000000000000e+00
    RHS       linear_high_246   0.000000000000e+00
    RHS       linear_high_247   0.000000000000e+00
    RHS       linear_high_248   0.000000000000e+00
    RHS       linear_high_249   0.000000000000e+00
    RHS       linear_high_250   0.000000000000e+00
    RHS       linear_high_251   0.000000000000e+00
    RHS       linear_high_252   0.000000000000e+00
    RHS       linear_high_253   0.000000000000e+00
    RHS       linear_high_254   0.000000000000e+00
    RHS       linear_high_255   0.000000000000e+00
    RHS       linear_high_256   0.000000000000e+00
    RHS       linear_high_257   0.000000000000e+00
    RHS       linear_high_258   0.000000000000e+00
    RHS       linear_high_259   0.000000000000e+00
    RHS       linear_high_260   0.000000000000e+00
    RHS       linear_high_261   0.000000000000e+00
    RHS       linear_high_262   0.000000000000e+00
    RHS       linear_high_263   0.000000000000e+00
    RHS       linear_high_264   0.000000000000e+00
    RHS       linear_high_265   0.000000000000e+00
    RHS       linear_high_266   0.000000000000e+00
    RHS       linear_high_267   0.000000000000e+00
    RHS       linear_high_268   0.000000000000e+00
    RHS       linear_high_269   0.000000000000e+00
    RHS       linear_high_270   0.000000000000e+00
    RHS       linear_high_271   0.000000000000e+00
    RHS       linear_high_272   0.000000000000e+00
    RHS       linear_high_273   0.000000000000e+00
    RHS       linear_high_274   0.000000000000e+00
    RHS       linear_high_275   0.000000000000e+00
    RHS       linear_high_276   0.000000000000e+00
    RHS       linear_high_277   0.000000000000e+00
    RHS       linear_high_278   0.000000000000e+00
    RHS       linear_high_279   0.000000000000e+00
    RHS       linear_high_280   0.000000000000e+00
    RHS       linear_high_281   0.000000000000e+00
    RHS       linear_high_282   0.000000000000e+00
    RHS       linear_high_283   0.000000000000e+00
    RHS       linear_high_284   0.000000000000e+00
    RHS       linear_high_285   0.000000000000e+00
    RHS       linear_high_286   0.000000000000e+00
    RHS       linear_high_287   0.000000000000e+00
    RHS       linear_high_288   0.000000000000e+00
    RHS       linear_high_289   0.000000000000e+00
    RHS       linear_high_290   0.000000000000e+00
    RHS       linear_high_291   0.000000000000e+00
    RHS       linear_high_292   0.000000000000e+00
    RHS       linear_high_293   0.000000000000e+00
    RHS       linear_high_294   0.000000000000e+00
    RHS       linear_high_295   0.000000000000e+00
    RHS       linear_high_296   0.000000000000e+00
    RHS       linear_high_297   0.000000000000e+00
    RHS       linear_high_298   0.000000000000e+00
    RHS       linear_high_299   0.000000000000e+00
    RHS       linear_high_300   0.000000000000e+00
    RHS       linear_high_301   0.000000000000e+00
    RHS       linear_high_302   0.000000000000e+00
    RHS       linear_high_303   0.000000000000e+00
    RHS       linear_high_304   0.000000000000e+00
    RHS       linear_high_305   0.000000000000e+00
    RHS       linear_high_306   0.000000000000e+00
    RHS       linear_high_307   0.000000000000e+00
    RHS       linear_high_308   0.000000000000e+00
    RHS       linear_high_309   0.000000000000e+00
    RHS       linear_high_310   0.000000000000e+00
    RHS       linear_high_311   0.000000000000e+00
    RHS       linear_high_312   0.000000000000e+00
    RHS       linear_high_313   0.000000000000e+00
    RHS       linear_high_314   0.000000000000e+00
    RHS       linear_high_315   0.000000000000e+00
    RHS       linear_high_316   0.000000000000e+00
    RHS       linear_high_317   0.000000000000e+00
    RHS       linear_high_318   0.000000000000e+00
    RHS       linear_high_319   0.000000000000e+00
    RHS       linear_high_320   0.000000000000e+00
    RHS       linear_high_321   0.000000000000e+00
    RHS       linear_high_322   0.000000000000e+00
    RHS       linear_high_323   0.000000000000e+00
    RHS       linear_high_324   0.000000000000e+00
    RHS       linear_high_325   0.000000000000e+00
    RHS       linear_high_326   0.000000000000e+00
    RHS       linear_high_327   0.000000000000e+00
    RHS       linear_high_328   0.000000000000e+00
    RHS       linear_high_329   0.000000000000e+00
    RHS       linear_high_330   0.000000000000e+00
    RHS       linear_high_331   0.000000000000e+00
    RHS       linear_high_332   0.000000000000e+00
    RHS       linear_high_333   0.000000000000e+00
    RHS       linear_high_334   0.000000000000e+00
    RHS       linear_high_335   0.000000000000e+00
    RHS       linear_high_336   0.000000000000e+00
    RHS       linear_high_337   0.000000000000e+00
    RHS       linear_high_338   0.000000000000e+00
    RHS       linear_high_339   0.000000000000e+00
    RHS       linear_high_340   0.000000000000e+00
    RHS       linear_high_341   0.000000000000e+00
    RHS       linear_high_342   0.000000000000e+00
    RHS       linear_high_343   0.000000000000e+00
    RHS       linear_high_344   0.000000000000e+00
    RHS       linear_high_345   0.000000000000e+00
    RHS       linear_high_346   0.000000000000e+00
    RHS       linear_high_347   0.000000000000e+00
    RHS       linear_high_348   0.000000000000e+00
    RHS       linear_high_349   0.000000000000e+00
    RHS       linear_high_350   0.000000000000e+00
    RHS       linear_high_351   0.000000000000e+00
    RHS       linear_high_352   0.000000000000e+00
    RHS       linear_high_353   0.000000000000e+00
    RHS       linear_high_354   0.000000000000e+00
    RHS       linear_high_355   0.000000000000e+00
    RHS       linear_high_356   0.000000000000e+00
    RHS       linear_high_357   0.000000000000e+00
    RHS       linear_high_358   0.000000000000e+00
    RHS       linear_high_359   0.000000000000e+00
    RHS       linear_high_360   0.000000000000e+00
    RHS       linear_high_361   0.000000000000e+00
    RHS       linear_high_362   0.000000000000e+00
    RHS       linear_high_363   0.000000000000e+00
    RHS       linear_high_364   0.000000000000e+00
    RHS       linear_high_365   0.000000000000e+00
    RHS       linear_high_366   0.000000000000e+00
    RHS       linear_high_367   0.000000000000e+00
    RHS       linear_high_368   0.000000000000e+00
    RHS       linear_high_369   0.000000000000e+00
    RHS       linear_high_370   0.000000000000e+00
    RHS       linear_high_371   0.000000000000e+00
    RHS       linear_high_372   0.000000000000e+00
    RHS       linear_high_373   0.000000000000e+00
    RHS       linear_high_374   0.000000000000e+00
    RHS       linear_high_375   0.000000000000e+00
    RHS       linear_high_376   0.000000000000e+00
    RHS       linear_high_377   0.000000000000e+00
    RHS       linear_high_378   0.000000000000e+00
    RHS       linear_high_379   0.000000000000e+00
    RHS       linear_high_380   0.000000000000e+00
    RHS       linear_high_381   0.000000000000e+00
    RHS       linear_high_382   0.000000000000e+00
    RHS       linear_high_383   0.000000000000e+00
    RHS       linear_high_384   0.000000000000e+00
    RHS       linear_high_385   0.000000000000e+00
    RHS       linear_high_386   0.000000000000e+00
    RHS       linear_high_387   0.000000000000e+00
    RHS       linear_high_388   0.000000000000e+00
    RHS       linear_high_389   0.000000000000e+00
    RHS       linear_high_390   0.000000000000e+00
    RHS       linear_high_391   0.000000000000e+00
    RHS       linear_high_392   0.000000000000e+00
    RHS       linear_high_393   0.000000000000e+00
    RHS       linear_high_394   0.000000000000e+00
    RHS       linear_high_395   0.000000000000e+00
    RHS       linear_high_396   0.000000000000e+00
    RHS       linear_high_397   0.000000000000e+00
    RHS       linear_high_398   0.000000000000e+00
    RHS       linear_high_399   0.000000000000e+00
    RHS       linear_high_400   0.000000000000e+00
    RHS       linear_high_401   0.000000000000e+00
    RHS       linear_high_402   0.000000000000e+00
    RHS       linear_high_403   0.000000000000e+00
    RHS       linear_high_404   0.000000000000e+00
    RHS       linear_high_405   0.000000000000e+00
    RHS       linear_high_406   0.000000000000e+00
    RHS       linear_high_407   0.000000000000e+00
    RHS       linear_high_408   0.000000000000e+00
    RHS       linear_high_409   0.000000000000e+00
    RHS       linear_high_410   0.000000000000e+00
    RHS       linear_high_411   0.000000000000e+00
    RHS       linear_high_412   0.000000000000e+00
    RHS       linear_high_413   0.000000000000e+00
    RHS       linear_high_414   0.000000000000e+00
    RHS       linear_high_415   0.000000000000e+00
    RHS       linear_high_416   0.000000000000e+00
    RHS       linear_high_417   0.000000000000e+00
    RHS       linear_high_418   0.000000000000e+00
    RHS       linear_high_419   0.000000000000e+00
    RHS       linear_high_420   0.000000000000e+00
    RHS       linear_high_421   0.000000000000e+00
    RHS       linear_high_422   0.000000000000e+00
    RHS       linear_high_423   0.000000000000e+00
    RHS       linear_high_424   0.000000000000e+00
    RHS       linear_high_425   0.000000000000e+00
    RHS       linear_high_426   0.000000000000e+00
    RHS       linear_high_427   0.000000000000e+00
    RHS       linear_high_428   0.000000000000e+00
    RHS       linear_high_429   0.000000000000e+00
    RHS       linear_high_430   0.000000000000e+00
    RHS       linear_high_431   0.000000000000e+00
    RHS       linear_high_432   0.000000000000e+00
    RHS       linear_high_433   0.000000000000e+00
    RHS       linear_high_434   0.000000000000e+00
    RHS       linear_high_435   0.000000000000e+00
    RHS       linear_high_436   0.000000000000e+00
    RHS       linear_high_437   0.000000000000e+00
    RHS       linear_high_438   0.000000000000e+00
    RHS       linear_high_439   0.000000000000e+00
    RHS       linear_high_440   0.000000000000e+00
    RHS       linear_high_441   0.000000000000e+00
    RHS       linear_high_442   0.000000000000e+00
    RHS       linear_high_443   0.000000000000e+00
    RHS       linear_high_444   0.000000000000e+00
    RHS       linear_high_445   0.000000000000e+00
    RHS       linear_high_446   0.000000000000e+00
    RHS       linear_high_447   0.000000000000e+00
    RHS       linear_high_448   0.000000000000e+00
    RHS       linear_high_449   0.000000000000e+00
    RHS       linear_high_450   0.000000000000e+00
    RHS       linear_high_451   0.000000000000e+00
    RHS       linear_high_452   0.000000000000e+00
    RHS       linear_high_453   0.000000000000e+00
    RHS       linear_high_454   0.000000000000e+00
    RHS       linear_high_455   0.000000000000e+00
    RHS       linear_high_456   0.000000000000e+00
    RHS       linear_high_457   0.000000000000e+00
    RHS       linear_high_458   0.000000000000e+00
    RHS       linear_high_459   0.000000000000e+00
    RHS       linear_high_460   0.000000000000e+00
    RHS       linear_high_461   0.000000000000e+00
    RHS       linear_high_462   0.000000000000e+00
    RHS       linear_high_463   0.000000000000e+00
    RHS       linear_high_464   0.000000000000e+00
    RHS       linear_high_465   0.000000000000e+00
    RHS       linear_high_466   0.000000000000e+00
    RHS       linear_high_467   0.000000000000e+00
    RHS       linear_high_468   0.000000000000e+00
    RHS       linear_high_469   0.000000000000e+00
    RHS       linear_high_470   0.000000000000e+00
    RHS       linear_high_471   0.000000000000e+00
    RHS       linear_high_472   0.000000000000e+00
    RHS       linear_high_473   0.000000000000e+00
    RHS       linear_high_474   0.000000000000e+00
    RHS       linear_high_475   0.000000000000e+00
    RHS       linear_high_476   0.000000000000e+00
    RHS       linear_high_477   0.000000000000e+00
    RHS       linear_high_478   0.000000000000e+00
    RHS       linear_high_479   0.000000000000e+00
    RHS       linear_high_480   0.000000000000e+00
    RHS       linear_high_481   0.000000000000e+00
    RHS       linear_high_482   0.000000000000e+00
    RHS       linear_high_483   0.000000000000e+00
    RHS       linear_high_484   0.000000000000e+00
    RHS       linear_high_485   0.000000000000e+00
    RHS       linear_high_486   0.000000000000e+00
    RHS       linear_high_487   0.000000000000e+00
    RHS       linear_high_488   0.000000000000e+00
    RHS       linear_high_489   0.000000000000e+00
    RHS       linear_high_490   0.000000000000e+00
    RHS       linear_high_491   0.000000000000e+00
    RHS       linear_high_492   0.000000000000e+00
    RHS       linear_high_493   0.000000000000e+00
    RHS       linear_high_494   0.000000000000e+00
    RHS       linear_high_495   0.000000000000e+00
    RHS       linear_high_496   0.000000000000e+00
    RHS       linear_high_497   0.000000000000e+00
    RHS       linear_high_498   0.000000000000e+00
    RHS       linear_high_499   0.000000000000e+00
    RHS       linear_high_500   0.000000000000e+00
    RHS       linear_high_501   0.000000000000e+00
    RHS       linear_high_502   0.000000000000e+00
    RHS       linear_high_503   0.000000000000e+00
    RHS       linear_high_504   0.000000000000e+00
    RHS       linear_high_505   0.000000000000e+00
    RHS       linear_high_506   0.000000000000e+00
    RHS       linear_high_507   0.000000000000e+00
    RHS       linear_high_508   0.000000000000e+00
    RHS       linear_high_509   0.000000000000e+00
    RHS       linear_high_510   0.000000000000e+00
    RHS       linear_high_511   0.000000000000e+00
    RHS       linear_high_512   0.000000000000e+00
    RHS       linear_high_513   0.000000000000e+00
    RHS       linear_high_514   0.000000000000e+00
    RHS       linear_high_515   0.000000000000e+00
    RHS       linear_high_516   0.000000000000e+00
    RHS       linear_high_517   0.000000000000e+00
    RHS       linear_high_518   0.000000000000e+00
    RHS       linear_high_519   0.000000000000e+00
    RHS       linear_high_520   0.000000000000e+00
    RHS       linear_high_521   0.000000000000e+00
    RHS       linear_high_522   0.000000000000e+00
    RHS       linear_high_523   0.000000000000e+00
    RHS       linear_high_524   0.000000000000e+00
    RHS       linear_high_525   0.000000000000e+00
    RHS       linear_high_526   0.000000000000e+00
    RHS       linear_high_527   0.000000000000e+00
    RHS       linear_high_528   0.000000000000e+00
    RHS       linear_high_529   0.000000000000e+00
    RHS       linear_high_530   0.000000000000e+00
    RHS       linear_high_531   0.000000000000e+00
    RHS       linear_high_532   0.000000000000e+00
    RHS       linear_high_533   0.000000000000e+00
    RHS       linear_high_534   0.000000000000e+00
    RHS       linear_high_535   0.000000000000e+00
    RHS       linear_high_536   0.000000000000e+00
    RHS       linear_high_537   0.000000000000e+00
    RHS       linear_high_538   0.000000000000e+00
    RHS       linear_high_539   0.000000000000e+00
    RHS       linear_high_540   0.000000000000e+00
    RHS       linear_high_541   0.000000000000e+00
    RHS       linear_high_542   0.000000000000e+00
    RHS       linear_high_543   0.000000000000e+00
    RHS       linear_high_544   0.000000000000e+00
    RHS       linear_high_545   0.000000000000e+00
    RHS       linear_high_546   0.000000000000e+00
    RHS       linear_high_547   0.000000000000e+00
    RHS       linear_high_548   0.000000000000e+00
    RHS       linear_high_549   0.000000000000e+00
    RHS       linear_high_550   0.000000000000e+00
    RHS       linear_high_551   0.000000000000e+00
    RHS       linear_high_552   0.000000000000e+00
    RHS       linear_high_553   0.000000000000e+00
    RHS       linear_high_554   0.000000000000e+00
    RHS       linear_high_555   0.000000000000e+00
    RHS       linear_high_556   0.000000000000e+00
    RHS       linear_high_557   0.000000000000e+00
    RHS       linear_high_558   0.000000000000e+00
    RHS       linear_high_559   0.000000000000e+00
    RHS       linear_high_560   0.000000000000e+00
    RHS       linear_high_561   0.000000000000e+00
    RHS       linear_high_562   0.000000000000e+00
    RHS       linear_high_563   0.000000000000e+00
    RHS       linear_high_564   0.000000000000e+00
    RHS       linear_high_565   0.000000000000e+00
    RHS       linear_high_566   0.000000000000e+00
    RHS       linear_high_567   0.000000000000e+00
    RHS       linear_high_568   0.000000000000e+00
    RHS       linear_high_569   0.000000000000e+00
    RHS       linear_high_570   0.000000000000e+00
    RHS       linear_high_571   0.000000000000e+00
    RHS       linear_high_572   0.000000000000e+00
    RHS       linear_high_573   0.000000000000e+00
    RHS       linear_high_574   0.000000000000e+00
    RHS       linear_high_575   0.000000000000e+00
    RHS       linear_high_576   0.000000000000e+00
    RHS       linear_high_577   0.000000000000e+00
    RHS       linear_high_578   0.000000000000e+00
    RHS       linear_high_579   0.000000000000e+00
    RHS       linear_high_580   0.000000000000e+00
    RHS       linear_high_581   0.000000000000e+00
    RHS       linear_high_582   0.000000000000e+00
    RHS       linear_high_583   0.000000000000e+00
    RHS       linear_high_584   0.000000000000e+00
    RHS       linear_high_585   0.000000000000e+00
    RHS       linear_high_586   0.000000000000e+00
    RHS       linear_high_587   0.000000000000e+00
    RHS       linear_high_588   0.000000000000e+00
    RHS       linear_high_589   0.000000000000e+00
    RHS       linear_high_590   0.000000000000e+00
    RHS       linear_high_591   0.000000000000e+00
    RHS       linear_high_592   0.000000000000e+00
    RHS       linear_high_593   0.000000000000e+00
    RHS       linear_high_594   0.000000000000e+00
    RHS       linear_high_595   0.000000000000e+00
    RHS       linear_high_596   0.000000000000e+00
    RHS       linear_high_597   0.000000000000e+00
    RHS       linear_high_598   0.000000000000e+00
    RHS       linear_high_599   0.000000000000e+00
    RHS       linear_high_600   0.000000000000e+00
    RHS       linear_high_601   0.000000000000e+00
    RHS       linear_high_602   0.000000000000e+00
    RHS       linear_high_603   0.000000000000e+00
    RHS       linear_high_604   0.000000000000e+00
    RHS       linear_high_605   0.000000000000e+00
    RHS       linear_high_606   0.000000000000e+00
    RHS       linear_high_607   0.000000000000e+00
    RHS       linear_high_608   0.000000000000e+00
    RHS       linear_high_609   0.000000000000e+00
    RHS       linear_high_610   0.000000000000e+00
    RHS       linear_high_611   0.000000000000e+00
    RHS       linear_high_612   0.000000000000e+00
    RHS       linear_high_613   0.000000000000e+00
    RHS       linear_high_614   0.000000000000e+00
    RHS       linear_high_615   0.000000000000e+00
    RHS       linear_high_616   0.000000000000e+00
    RHS       linear_high_617   0.000000000000e+00
    RHS       linear_high_618   0.000000000000e+00
    RHS       linear_high_619   0.000000000000e+00
    RHS       linear_high_620   0.000000000000e+00
    RHS       linear_high_621   0.000000000000e+00
    RHS       linear_high_622   0.000000000000e+00
    RHS       linear_high_623   0.000000000000e+00
    RHS       linear_high_624   0.000000000000e+00
    RHS       linear_high_625   0.000000000000e+00
    RHS       linear_high_626   0.000000000000e+00
    RHS       linear_high_627   0.000000000000e+00
    RHS       linear_high_628   0.000000000000e+00
    RHS       linear_high_629   0.000000000000e+00
    RHS       linear_high_630   0.000000000000e+00
    RHS       linear_high_631   0.000000000000e+00
    RHS       linear_high_632   0.000000000000e+00
    RHS       linear_high_633   0.000000000000e+00
    RHS       linear_high_634   0.000000000000e+00
    RHS       linear_high_635   0.000000000000e+00
    RHS       linear_high_636   0.000000000000e+00
    RHS       linear_high_637   0.000000000000e+00
    RHS       linear_high_638   0.000000000000e+00
    RHS       linear_high_639   0.000000000000e+00
    RHS       linear_high_640   0.000000000000e+00
    RHS       linear_high_641   0.000000000000e+00
    RHS       linear_high_642   0.000000000000e+00
    RHS       linear_high_643   0.000000000000e+00
    RHS       linear_high_644   0.000000000000e+00
    RHS       linear_high_645   0.000000000000e+00
    RHS       linear_high_646   0.000000000000e+00
    RHS       linear_high_647   0.000000000000e+00
    RHS       linear_high_648   0.000000000000e+00
    RHS       linear_high_649   0.000000000000e+00
    RHS       linear_high_650   0.000000000000e+00
    RHS       linear_high_651   0.000000000000e+00
    RHS       linear_high_652   0.000000000000e+00
    RHS       linear_high_653   0.000000000000e+00
    RHS       linear_high_654   0.000000000000e+00
    RHS       linear_high_655   0.000000000000e+00
    RHS       linear_high_656   0.000000000000e+00
    RHS       linear_high_657   0.000000000000e+00
    RHS       linear_high_658   0.000000000000e+00
    RHS       linear_high_659   0.000000000000e+00
    RHS       linear_high_660   0.000000000000e+00
    RHS       linear_high_661   0.000000000000e+00
    RHS       linear_high_662   0.000000000000e+00
    RHS       linear_high_663   0.000000000000e+00
    RHS       linear_high_664   0.000000000000e+00
    RHS       linear_high_665   0.000000000000e+00
    RHS       linear_high_666   0.000000000000e+00
    RHS       linear_high_667   0.000000000000e+00
    RHS       linear_high_668   0.000000000000e+00
    RHS       linear_high_669   0.000000000000e+00
    RHS       linear_high_670   0.000000000000e+00
    RHS       linear_high_671   0.000000000000e+00
    RHS       linear_high_672   0.000000000000e+00
    RHS       linear_high_673   0.000000000000e+00
    RHS       linear_high_674   0.000000000000e+00
    RHS       linear_high_675   0.000000000000e+00
    RHS       linear_high_676   0.000000000000e+00
    RHS       linear_high_677   0.000000000000e+00
    RHS       linear_high_678   0.000000000000e+00
    RHS       linear_high_679   0.000000000000e+00
    RHS       linear_high_680   0.000000000000e+00
    RHS       linear_high_681   0.000000000000e+00
    RHS       linear_high_682   0.000000000000e+00
    RHS       linear_high_683   0.000000000000e+00
    RHS       linear_high_684   0.000000000000e+00
    RHS       linear_high_685   0.000000000000e+00
    RHS       linear_high_686   0.000000000000e+00
    RHS       linear_high_687   0.000000000000e+00
    RHS       linear_high_688   0.000000000000e+00
    RHS       linear_high_689   0.000000000000e+00
    RHS       linear_high_690   0.000000000000e+00
    RHS       linear_high_691   0.000000000000e+00
    RHS       linear_high_692   0.000000000000e+00
    RHS       linear_high_693   0.000000000000e+00
    RHS       linear_high_694   0.000000000000e+00
    RHS       linear_high_695   0.000000000000e+00
    RHS       linear_high_696   0.000000000000e+00
    RHS       linear_high_697   0.000000000000e+00
    RHS       linear_high_698   0.000000000000e+00
    RHS       linear_high_699   0.000000000000e+00
    RHS       linear_high_700   0.000000000000e+00
    RHS       linear_high_701   0.000000000000e+00
    RHS       linear_high_702   0.000000000000e+00
    RHS       linear_high_703   0.000000000000e+00
    RHS       linear_high_704   0.000000000000e+00
    RHS       linear_high_705   0.000000000000e+00
    RHS       linear_high_706   0.000000000000e+00
    RHS       linear_high_707   0.000000000000e+00
    RHS       linear_high_708   0.000000000000e+00
    RHS       linear_high_709   0.000000000000e+00
    RHS       linear_high_710   0.000000000000e+00
    RHS       linear_high_711   0.000000000000e+00
    RHS       linear_high_712   0.000000000000e+00
    RHS       linear_high_713   0.000000000000e+00
    RHS       linear_high_714   0.000000000000e+00
    RHS       linear_high_715   0.000000000000e+00
    RHS       linear_high_716   0.000000000000e+00
    RHS       linear_high_717   0.000000000000e+00
    RHS       linear_high_718   0.000000000000e+00
    RHS       linear_high_719   0.000000000000e+00
    RHS       linear_high_720   0.000000000000e+00
    RHS       linear_low_721   0.000000000000e+00
    RHS       linear_low_722   0.000000000000e+00
    RHS       linear_low_723   0.000000000000e+00
    RHS       linear_low_724   0.000000000000e+00
    RHS       linear_low_725   0.000000000000e+00
    RHS       linear_low_726   0.000000000000e+00
    RHS       linear_low_727   0.000000000000e+00
    RHS       linear_low_728   0.000000000000e+00
    RHS       linear_low_729   0.000000000000e+00
    RHS       linear_low_730   0.000000000000e+00
    RHS       linear_low_731   0.000000000000e+00
    RHS       linear_low_732   0.000000000000e+00
    RHS       linear_low_733   0.000000000000e+00
    RHS       linear_low_734   0.000000000000e+00
    RHS       linear_low_735   0.000000000000e+00
    RHS       linear_low_736   0.000000000000e+00
    RHS       linear_low_737   0.000000000000e+00
    RHS       linear_low_738   0.000000000000e+00
    RHS       linear_low_739   0.000000000000e+00
    RHS       linear_low_740   0.000000000000e+00
    RHS       linear_low_741   0.000000000000e+00
    RHS       linear_low_742   0.000000000000e+00
    RHS       linear_low_743   0.000000000000e+00
    RHS       linear_low_744   0.000000000000e+00
    RHS       linear_low_745   0.000000000000e+00
    RHS       linear_low_746   0.000000000000e+00
    RHS       linear_low_747   0.000000000000e+00
    RHS       linear_low_748   0.000000000000e+00
    RHS       linear_low_749   0.000000000000e+00
    RHS       linear_low_750   0.000000000000e+00
    RHS       linear_low_751   0.000000000000e+00
    RHS       linear_low_752   0.000000000000e+00
    RHS       linear_low_753   0.000000000000e+00
    RHS       linear_low_754   0.000000000000e+00
    RHS       linear_low_755   0.000000000000e+00
    RHS       linear_low_756   0.000000000000e+00
    RHS       linear_low_757   0.000000000000e+00
    RHS       linear_low_758   0.000000000000e+00
    RHS       linear_low_759   0.000000000000e+00
    RHS       linear_low_760   0.000000000000e+00
    RHS       linear_low_761   0.000000000000e+00
    RHS       linear_low_762   0.000000000000e+00
    RHS       linear_low_763   0.000000000000e+00
    RHS       linear_low_764   0.000000000000e+00
    RHS       linear_low_765   0.000000000000e+00
    RHS       linear_low_766   0.000000000000e+00
    RHS       linear_low_767   0.000000000000e+00
    RHS       linear_low_768   0.000000000000e+00
    RHS       linear_low_769   0.000000000000e+00
    RHS       linear_low_770   0.000000000000e+00
    RHS       linear_low_771   0.000000000000e+00
    RHS       linear_low_772   0.000000000000e+00
    RHS       linear_low_773   0.000000000000e+00
    RHS       linear_low_774   0.000000000000e+00
    RHS       linear_low_775   0.000000000000e+00
    RHS       linear_low_776   0.000000000000e+00
    RHS       linear_low_777   0.000000000000e+00
    RHS       linear_low_778   0.000000000000e+00
    RHS       linear_low_779   0.000000000000e+00
    RHS       linear_low_780   0.000000000000e+00
    RHS       linear_low_781   0.000000000000e+00
    RHS       linear_low_782   0.000000000000e+00
    RHS       linear_low_783   0.000000000000e+00
    RHS       linear_low_784   0.000000000000e+00
    RHS       linear_low_785   0.000000000000e+00
    RHS       linear_low_786   0.000000000000e+00
    RHS       linear_low_787   0.000000000000e+00
    RHS       linear_low_788   0.000000000000e+00
    RHS       linear_low_789   0.000000000000e+00
    RHS       linear_low_790   0.000000000000e+00
    RHS       linear_low_791   0.000000000000e+00
    RHS       linear_low_792   0.000000000000e+00
    RHS       linear_low_793   0.000000000000e+00
    RHS       linear_low_794   0.000000000000e+00
    RHS       linear_low_795   0.000000000000e+00
    RHS       linear_low_796   0.000000000000e+00
    RHS       linear_low_797   0.000000000000e+00
    RHS       linear_low_798   0.000000000000e+00
    RHS       linear_low_799   0.000000000000e+00
    RHS       linear_low_800   0.000000000000e+00
    RHS       linear_low_801   0.000000000000e+00
    RHS       linear_low_802   0.000000000000e+00
    RHS       linear_low_803   0.000000000000e+00
    RHS       linear_low_804   0.000000000000e+00
    RHS       linear_low_805   0.000000000000e+00
    RHS       linear_low_806   0.000000000000e+00
    RHS       linear_low_807   0.000000000000e+00
    RHS       linear_low_808   0.000000000000e+00
    RHS       linear_low_809   0.000000000000e+00
    RHS       linear_low_810   0.000000000000e+00
    RHS       linear_low_811   0.000000000000e+00
    RHS       linear_low_812   0.000000000000e+00
    RHS       linear_low_813   0.000000000000e+00
    RHS       linear_low_814   0.000000000000e+00
    RHS       linear_low_815   0.000000000000e+00
    RHS       linear_low_816   0.000000000000e+00
    RHS       linear_low_817   0.000000000000e+00
    RHS       linear_low_818   0.000000000000e+00
    RHS       linear_low_819   0.000000000000e+00
    RHS       linear_low_820   0.000000000000e+00
    RHS       linear_low_821   0.000000000000e+00
    RHS       linear_low_822   0.000000000000e+00
    RHS       linear_low_823   0.000000000000e+00
    RHS       linear_low_824   0.000000000000e+00
    RHS       linear_low_825   0.000000000000e+00
    RHS       linear_low_826   0.000000000000e+00
    RHS       linear_low_827   0.000000000000e+00
    RHS       linear_low_828   0.000000000000e+00
    RHS       linear_low_829   0.000000000000e+00
    RHS       linear_low_830   0.000000000000e+00
    RHS       linear_low_831   0.000000000000e+00
    RHS       linear_low_832   0.000000000000e+00
    RHS       linear_low_833   0.000000000000e+00
    RHS       linear_low_834   0.000000000000e+00
    RHS       linear_low_835   0.000000000000e+00
    RHS       linear_low_836   0.000000000000e+00
    RHS       linear_low_837   0.000000000000e+00
    RHS       linear_low_838   0.000000000000e+00
    RHS       linear_low_839   0.000000000000e+00
    RHS       linear_low_840   0.000000000000e+00
    RHS       linear_low_841   0.000000000000e+00
    RHS       linear_low_842   0.000000000000e+00
    RHS       linear_low_843   0.000000000000e+00
    RHS       linear_low_844   0.000000000000e+00
    RHS       linear_low_845   0.000000000000e+00
    RHS       linear_low_846   0.000000000000e+00
    RHS       linear_low_847   0.000000000000e+00
    RHS       linear_low_848   0.000000000000e+00
    RHS       linear_low_849   0.000000000000e+00
    RHS       linear_low_850   0.000000000000e+00
    RHS       linear_low_851   0.000000000000e+00
    RHS       linear_low_852   0.000000000000e+00
    RHS       linear_low_853   0.000000000000e+00
    RHS       linear_low_854   0.000000000000e+00
    RHS       linear_low_855   0.000000000000e+00
    RHS       linear_low_856   0.000000000000e+00
    RHS       linear_low_857   0.000000000000e+00
    RHS       linear_low_858   0.000000000000e+00
    RHS       linear_low_859   0.000000000000e+00
    RHS       linear_low_860   0.000000000000e+00
    RHS       linear_low_861   0.000000000000e+00
    RHS       linear_low_862   0.000000000000e+00
    RHS       linear_low_863   0.000000000000e+00
    RHS       linear_low_864   0.000000000000e+00
    RHS       linear_low_865   0.000000000000e+00
    RHS       linear_low_866   0.000000000000e+00
    RHS       linear_low_867   0.000000000000e+00
    RHS       linear_low_868   0.000000000000e+00
    RHS       linear_low_869   0.000000000000e+00
    RHS       linear_low_870   0.000000000000e+00
    RHS       linear_low_871   0.000000000000e+00
    RHS       linear_low_872   0.000000000000e+00
    RHS       linear_low_873   0.000000000000e+00
    RHS       linear_low_874   0.000000000000e+00
    RHS       linear_low_875   0.000000000000e+00
    RHS       linear_low_876   0.000000000000e+00
    RHS       linear_low_877   0.000000000000e+00
    RHS       linear_low_878   0.000000000000e+00
    RHS       linear_high_879   2.000000000000e+00
BOUNDS
 BV BND       publish_tuple_0_as_0_0_0_0__25
 BV BND       publish_tuple_0_as_0_0_0_1__24
 BV BND       publish_tuple_0_as_0_0_0_2__23
 BV BND       publish_tuple_0_as_0_0_1_0__22
 BV BND       publish_tuple_0_as_0_0_1_1__21
 BV BND       publish_tuple_0_as_0_0_1_2__20
 BV BND       publish_tuple_0_as_0_0_2_0__19
 BV BND       publish_tuple_0_as_0_1_0_0__18
 BV BND       publish_tuple_0_as_0_1_0_1__17
 BV BND       publish_tuple_0_as_0_1_0_2__16
 BV BND       publish_tuple_0_as_0_1_1_0__15
 BV BND       publish_tuple_0_as_0_1_1_1__14
 BV BND       publish_tuple_0_as_1_0_0_0__13
 BV BND       publish_tuple_0_as_1_0_0_1__12
 BV BND       publish_tuple_0_as_1_0_0_2__11
 BV BND       publish_tuple_0_as_1_0_1_0__10
 BV BND       publish_tuple_0_as_1_0_1_1__9
 BV BND       publish_tuple_0_as_1_1_0_0__8
 BV BND       publish_tuple_0_as_1_1_0_1__7
 BV BND       publish_tuple_0_as_1_1_1_0__6
 BV BND       publish_tuple_0_as_3_0_0_0__5
 BV BND       publish_tuple_0_as_3_0_0_1__4
 BV BND       publish_tuple_0_as_3_0_1_0__3
 BV BND       publish_tuple_0_as_3_0_1_1__2
 BV BND       publish_tuple_0_as_3_1_0_0__1
 BV BND       publish_tuple_0_as_3_1_1_0__0
 BV BND       publish_tuple_10_as_0_0_0_0__305
 BV BND       publish_tuple_10_as_0_0_0_4__307
 BV BND       publish_tuple_10_as_0_0_0_6__334
 BV BND       publish_tuple_10_as_0_0_5_0__315
 BV BND       publish_tuple_10_as_0_0_5_4__328
 BV BND       publish_tuple_10_as_0_0_5_6__333
 BV BND       publish_tuple_10_as_0_0_7_0__323
 BV BND       publish_tuple_10_as_0_0_7_4__332
 BV BND       publish_tuple_10_as_0_0_7_6__331
 BV BND       publish_tuple_10_as_0_2_0_0__309
 BV BND       publish_tuple_10_as_0_2_0_4__311
 BV BND       publish_tuple_10_as_0_2_5_0__322
 BV BND       publish_tuple_10_as_0_2_5_4__327
 BV BND       publish_tuple_10_as_0_2_7_0__321
 BV BND       publish_tuple_10_as_11_0_0_0__330
 BV BND       publish_tuple_10_as_11_0_5_0__329
 BV BND       publish_tuple_10_as_1_0_0_0__304
 BV BND       publish_tuple_10_as_1_0_0_4__306
 BV BND       publish_tuple_10_as_1_0_5_0__314
 BV BND       publish_tuple_10_as_1_0_5_4__326
 BV BND       publish_tuple_10_as_1_0_7_0__320
 BV BND       publish_tuple_10_as_1_2_0_0__308
 BV BND       publish_tuple_10_as_1_2_0_4__310
 BV BND       publish_tuple_10_as_1_2_5_0__319
 BV BND       publish_tuple_10_as_4_0_0_0__313
 BV BND       publish_tuple_10_as_4_0_0_4__325
 BV BND       publish_tuple_10_as_4_0_5_0__312
 BV BND       publish_tuple_10_as_4_0_5_4__324
 BV BND       publish_tuple_10_as_4_0_7_0__318
 BV BND       publish_tuple_10_as_4_2_0_0__317
 BV BND       publish_tuple_10_as_4_2_5_0__316
 BV BND       publish_tuple_11_as_0_0_0_0__345
 BV BND       publish_tuple_11_as_0_0_0_1__344
 BV BND       publish_tuple_11_as_0_0_0_2__343
 BV BND       publish_tuple_11_as_0_0_5_0__364
 BV BND       publish_tuple_11_as_0_0_5_1__363
 BV BND       publish_tuple_11_as_0_0_5_2__365
 BV BND       publish_tuple_11_as_0_0_6_0__362
 BV BND       publish_tuple_11_as_0_0_6_1__361
 BV BND       publish_tuple_11_as_0_1_0_0__342
 BV BND       publish_tuple_11_as_0_1_0_1__341
 BV BND       publish_tuple_11_as_0_1_0_2__340
 BV BND       publish_tuple_11_as_0_1_5_0__360
 BV BND       publish_tuple_11_as_0_1_5_1__359
 BV BND       publish_tuple_11_as_0_1_6_0__358
 BV BND       publish_tuple_11_as_0_1_6_1__357
 BV BND       publish_tuple_11_as_11_0_0_0__367
 BV BND       publish_tuple_11_as_11_0_5_0__366
 BV BND       publish_tuple_11_as_1_0_0_0__339
 BV BND       publish_tuple_11_as_1_0_0_1__338
 BV BND       publish_tuple_11_as_1_0_0_2__337
 BV BND       publish_tuple_11_as_1_0_5_0__356
 BV BND       publish_tuple_11_as_1_0_5_1__355
 BV BND       publish_tuple_11_as_1_0_6_0__354
 BV BND       publish_tuple_11_as_1_1_0_0__336
 BV BND       publish_tuple_11_as_1_1_0_1__335
 BV BND       publish_tuple_11_as_1_1_5_0__353
 BV BND       publish_tuple_11_as_4_0_0_0__352
 BV BND       publish_tuple_11_as_4_0_0_1__351
 BV BND       publish_tuple_11_as_4_0_5_0__350
 BV BND       publish_tuple_11_as_4_0_5_1__349
 BV BND       publish_tuple_11_as_4_0_6_0__348
 BV BND       publish_tuple_11_as_4_1_0_0__347
 BV BND       publish_tuple_11_as_4_1_5_0__346
 BV BND       publish_tuple_12_as_0_0_0_0__372
 BV BND       publish_tuple_12_as_0_0_0_4__379
 BV BND       publish_tuple_12_as_0_0_0_5__378
 BV BND       publish_tuple_12_as_0_0_1_0__371
 BV BND       publish_tuple_12_as_0_0_1_4__377
 BV BND       publish_tuple_12_as_0_0_1_5__376
 BV BND       publish_tuple_12_as_0_0_2_0__370
 BV BND       publish_tuple_12_as_0_0_2_4__396
 BV BND       publish_tuple_12_as_0_1_0_0__369
 BV BND       publish_tuple_12_as_0_1_0_4__375
 BV BND       publish_tuple_12_as_0_1_0_5__374
 BV BND       publish_tuple_12_as_0_1_1_0__368
 BV BND       publish_tuple_12_as_0_1_1_4__373
 BV BND       publish_tuple_12_as_2_0_0_0__395
 BV BND       publish_tuple_12_as_2_0_0_4__394
 BV BND       publish_tuple_12_as_2_0_0_5__393
 BV BND       publish_tuple_12_as_2_0_1_0__392
 BV BND       publish_tuple_12_as_2_0_1_4__391
 BV BND       publish_tuple_12_as_2_0_2_0__390
 BV BND       publish_tuple_12_as_2_0_2_4__389
 BV BND       publish_tuple_12_as_2_1_0_0__388
 BV BND       publish_tuple_12_as_2_1_0_4__387
 BV BND       publish_tuple_12_as_2_1_1_0__386
 BV BND       publish_tuple_12_as_5_0_0_0__385
 BV BND       publish_tuple_12_as_5_0_0_4__384
 BV BND       publish_tuple_12_as_5_0_1_0__383
 BV BND       publish_tuple_12_as_5_0_1_4__382
 BV BND       publish_tuple_12_as_5_1_0_0__381
 BV BND       publish_tuple_12_as_5_1_1_0__380
 BV BND       publish_tuple_13_as_0_0_0_0__400
 BV BND       publish_tuple_13_as_0_0_0_4__404
 BV BND       publish_tuple_13_as_0_0_0_6__407
 BV BND       publish_tuple_13_as_0_0_1_0__399
 BV BND       publish_tuple_13_as_0_0_1_4__403
 BV BND       publish_tuple_13_as_0_0_3_0__405
 BV BND       publish_tuple_13_as_0_1_0_0__398
 BV BND       publish_tuple_13_as_0_1_0_4__402
 BV BND       publish_tuple_13_as_0_1_0_6__406
 BV BND       publish_tuple_13_as_0_1_1_0__397
 BV BND       publish_tuple_13_as_0_1_1_4__401
 BV BND       publish_tuple_13_as_2_0_0_0__420
 BV BND       publish_tuple_13_as_2_0_0_4__419
 BV BND       publish_tuple_13_as_2_0_0_6__421
 BV BND       publish_tuple_13_as_2_0_1_0__418
 BV BND       publish_tuple_13_as_2_0_1_4__417
 BV BND       publish_tuple_13_as_2_1_0_0__416
 BV BND       publish_tuple_13_as_2_1_0_4__415
 BV BND       publish_tuple_13_as_2_1_1_0__414
 BV BND       publish_tuple_13_as_5_0_0_0__413
 BV BND       publish_tuple_13_as_5_0_0_4__412
 BV BND       publish_tuple_13_as_5_0_1_0__411
 BV BND       publish_tuple_13_as_5_0_1_4__410
 BV BND       publish_tuple_13_as_5_1_0_0__409
 BV BND       publish_tuple_13_as_5_1_1_0__408
 BV BND       publish_tuple_14_as_0_0_0_0__425
 BV BND       publish_tuple_14_as_0_0_0_1__424
 BV BND       publish_tuple_14_as_0_0_0_3__432
 BV BND       publish_tuple_14_as_0_0_1_0__423
 BV BND       publish_tuple_14_as_0_0_1_1__422
 BV BND       publish_tuple_14_as_0_0_1_3__431
 BV BND       publish_tuple_14_as_0_0_3_0__433
 BV BND       publish_tuple_14_as_0_2_0_0__429
 BV BND       publish_tuple_14_as_0_2_0_1__428
 BV BND       publish_tuple_14_as_0_2_0_3__430
 BV BND       publish_tuple_14_as_0_2_1_0__427
 BV BND       publish_tuple_14_as_0_2_1_1__426
 BV BND       publish_tuple_14_as_13_0_0_0__439
 BV BND       publish_tuple_14_as_13_0_1_0__438
 BV BND       publish_tuple_14_as_2_0_0_0__437
 BV BND       publish_tuple_14_as_2_0_0_1__445
 BV BND       publish_tuple_14_as_2_0_0_3__444
 BV BND       publish_tuple_14_as_2_0_1_0__436
 BV BND       publish_tuple_14_as_2_2_0_0__443
 BV BND       publish_tuple_14_as_2_2_0_1__442
 BV BND       publish_tuple_14_as_2_2_0_3__441
 BV BND       publish_tuple_14_as_2_2_1_0__440
 BV BND       publish_tuple_14_as_5_0_0_0__435
 BV BND       publish_tuple_14_as_5_0_1_0__434
 BV BND       publish_tuple_15_as_0_0_0_0__456
 BV BND       publish_tuple_15_as_0_0_0_1__455
 BV BND       publish_tuple_15_as_0_0_0_2__454
 BV BND       publish_tuple_15_as_0_0_1_0__453
 BV BND       publish_tuple_15_as_0_0_1_1__452
 BV BND       publish_tuple_15_as_0_0_1_2__451
 BV BND       publish_tuple_15_as_0_0_4_0__458
 BV BND       publish_tuple_15_as_0_0_4_1__459
 BV BND       publish_tuple_15_as_0_1_0_0__450
 BV BND       publish_tuple_15_as_0_1_0_1__449
 BV BND       publish_tuple_15_as_0_1_0_2__448
 BV BND       publish_tuple_15_as_0_1_1_0__447
 BV BND       publish_tuple_15_as_0_1_1_1__446
 BV BND       publish_tuple_15_as_0_1_4_0__457
 BV BND       publish_tuple_15_as_13_0_0_0__469
 BV BND       publish_tuple_15_as_13_0_1_0__468
 BV BND       publish_tuple_15_as_2_0_0_0__467
 BV BND       publish_tuple_15_as_2_0_0_1__470
 BV BND       publish_tuple_15_as_2_0_1_0__466
 BV BND       publish_tuple_15_as_2_1_0_0__465
 BV BND       publish_tuple_15_as_2_1_1_0__464
 BV BND       publish_tuple_15_as_5_0_0_0__463
 BV BND       publish_tuple_15_as_5_0_1_0__462
 BV BND       publish_tuple_15_as_5_1_0_0__461
 BV BND       publish_tuple_15_as_5_1_1_0__460
 BV BND       publish_tuple_16_as_0_0_0_0__473
 BV BND       publish_tuple_16_as_0_0_0_4__475
 BV BND       publish_tuple_16_as_0_0_0_6__481
 BV BND       publish_tuple_16_as_0_0_1_0__472
 BV BND       publish_tuple_16_as_0_0_1_4__474
 BV BND       publish_tuple_16_as_0_0_2_0__471
 BV BND       publish_tuple_16_as_0_0_2_4__492
 BV BND       publish_tuple_16_as_0_2_0_0__478
 BV BND       publish_tuple_16_as_0_2_0_4__480
 BV BND       publish_tuple_16_as_0_2_1_0__477
 BV BND       publish_tuple_16_as_0_2_1_4__479
 BV BND       publish_tuple_16_as_0_2_2_0__476
 BV BND       publish_tuple_16_as_13_0_0_0__495
 BV BND       publish_tuple_16_as_13_0_1_0__494
 BV BND       publish_tuple_16_as_2_0_0_0__491
 BV BND       publish_tuple_16_as_2_0_0_4__490
 BV BND       publish_tuple_16_as_2_0_0_6__493
 BV BND       publish_tuple_16_as_2_0_1_0__489
 BV BND       publish_tuple_16_as_2_0_1_4__488
 BV BND       publish_tuple_16_as_2_0_2_0__487
 BV BND       publish_tuple_16_as_2_0_2_4__486
 BV BND       publish_tuple_16_as_2_2_0_0__497
 BV BND       publish_tuple_16_as_2_2_0_4__498
 BV BND       publish_tuple_16_as_2_2_1_0__496
 BV BND       publish_tuple_16_as_5_0_0_0__485
 BV BND       publish_tuple_16_as_5_0_0_4__484
 BV BND       publish_tuple_16_as_5_0_1_0__483
 BV BND       publish_tuple_16_as_5_0_1_4__482
 BV BND       publish_tuple_17_as_0_0_0_0__501
 BV BND       publish_tuple_17_as_0_0_0_4__505
 BV BND       publish_tuple_17_as_0_0_0_5__504
 BV BND       publish_tuple_17_as_0_0_1_0__500
 BV BND       publish_tuple_17_as_0_0_1_4__503
 BV BND       publish_tuple_17_as_0_0_1_5__502
 BV BND       publish_tuple_17_as_0_0_2_0__499
 BV BND       publish_tuple_17_as_0_0_2_4__519
 BV BND       publish_tuple_17_as_0_2_0_0__508
 BV BND       publish_tuple_17_as_0_2_0_4__511
 BV BND       publish_tuple_17_as_0_2_0_5__510
 BV BND       publish_tuple_17_as_0_2_1_0__507
 BV BND       publish_tuple_17_as_0_2_1_4__509
 BV BND       publish_tuple_17_as_0_2_2_0__506
 BV BND       publish_tuple_17_as_2_0_0_0__518
 BV BND       publish_tuple_17_as_2_0_0_4__517
 BV BND       publish_tuple_17_as_2_0_0_5__516
 BV BND       publish_tuple_17_as_2_0_1_0__515
 BV BND       publish_tuple_17_as_2_0_1_4__514
 BV BND       publish_tuple_17_as_2_0_2_0__513
 BV BND       publish_tuple_17_as_2_0_2_4__512
 BV BND       publish_tuple_17_as_2_2_0_0__521
 BV BND       publish_tuple_17_as_2_2_0_4__522
 BV BND       publish_tuple_17_as_2_2_1_0__520
 BV BND       publish_tuple_17_as_6_0_0_0__526
 BV BND       publish_tuple_17_as_6_0_0_4__525
 BV BND       publish_tuple_17_as_6_0_0_5__524
 BV BND       publish_tuple_17_as_6_2_0_0__523
 BV BND       publish_tuple_18_as_0_0_0_0__532
 BV BND       publish_tuple_18_as_0_0_0_1__531
 BV BND       publish_tuple_18_as_0_0_0_2__530
 BV BND       publish_tuple_18_as_0_0_5_0__540
 BV BND       publish_tuple_18_as_0_0_5_1__539
 BV BND       publish_tuple_18_as_0_0_5_2__541
 BV BND       publish_tuple_18_as_0_0_6_0__538
 BV BND       publish_tuple_18_as_0_0_6_1__537
 BV BND       publish_tuple_18_as_0_1_0_0__529
 BV BND       publish_tuple_18_as_0_1_0_1__528
 BV BND       publish_tuple_18_as_0_1_0_2__527
 BV BND       publish_tuple_18_as_0_1_5_0__536
 BV BND       publish_tuple_18_as_0_1_5_1__535
 BV BND       publish_tuple_18_as_0_1_6_0__534
 BV BND       publish_tuple_18_as_0_1_6_1__533
 BV BND       publish_tuple_18_as_2_0_0_0__543
 BV BND       publish_tuple_18_as_2_0_0_1__544
 BV BND       publish_tuple_18_as_2_0_5_0__551
 BV BND       publish_tuple_18_as_2_0_5_1__550
 BV BND       publish_tuple_18_as_2_0_6_0__549
 BV BND       publish_tuple_18_as_2_0_6_1__548
 BV BND       publish_tuple_18_as_2_1_0_0__542
 BV BND       publish_tuple_18_as_2_1_5_0__547
 BV BND       publish_tuple_18_as_6_0_0_0__545
 BV BND       publish_tuple_18_as_6_0_5_0__546
 BV BND       publish_tuple_19_as_0_0_0_0__553
 BV BND       publish_tuple_19_as_0_0_0_1__552
 BV BND       publish_tuple_19_as_0_0_0_3__557
 BV BND       publish_tuple_19_as_0_0_5_0__563
 BV BND       publish_tuple_19_as_0_0_5_1__562
 BV BND       publish_tuple_19_as_0_0_5_3__561
 BV BND       publish_tuple_19_as_0_0_6_0__560
 BV BND       publish_tuple_19_as_0_0_6_1__559
 BV BND       publish_tuple_19_as_0_0_6_3__558
 BV BND       publish_tuple_19_as_0_2_0_0__555
 BV BND       publish_tuple_19_as_0_2_0_1__554
 BV BND       publish_tuple_19_as_0_2_0_3__556
 BV BND       publish_tuple_19_as_0_2_5_0__565
 BV BND       publish_tuple_19_as_0_2_5_1__564
 BV BND       publish_tuple_19_as_0_2_6_0__566
 BV BND       publish_tuple_19_as_15_0_0_0__581
 BV BND       publish_tuple_19_as_15_0_5_0__580
 BV BND       publish_tuple_19_as_2_0_0_0__567
 BV BND       publish_tuple_19_as_2_0_0_1__572
 BV BND       publish_tuple_19_as_2_0_0_3__571
 BV BND       publish_tuple_19_as_2_0_5_0__579
 BV BND       publish_tuple_19_as_2_0_5_1__578
 BV BND       publish_tuple_19_as_2_0_6_0__577
 BV BND       publish_tuple_19_as_2_0_6_1__576
 BV BND       publish_tuple_19_as_2_2_0_0__570
 BV BND       publish_tuple_19_as_2_2_0_1__569
 BV BND       publish_tuple_19_as_2_2_0_3__568
 BV BND       publish_tuple_19_as_2_2_5_0__582
 BV BND       publish_tuple_19_as_6_0_0_0__574
 BV BND       publish_tuple_19_as_6_0_5_0__575
 BV BND       publish_tuple_19_as_6_2_0_0__573
 BV BND       publish_tuple_1_as_0_0_0_0__37
 BV BND       publish_tuple_1_as_0_0_0_4__50
 BV BND       publish_tuple_1_as_0_0_0_5__49
 BV BND       publish_tuple_1_as_0_0_1_0__36
 BV BND       publish_tuple_1_as_0_0_1_4__48
 BV BND       publish_tuple_1_as_0_0_1_5__47
 BV BND       publish_tuple_1_as_0_0_4_0__46
 BV BND       publish_tuple_1_as_0_1_0_0__35
 BV BND       publish_tuple_1_as_0_1_0_4__45
 BV BND       publish_tuple_1_as_0_1_0_5__44
 BV BND       publish_tuple_1_as_0_1_1_0__34
 BV BND       publish_tuple_1_as_0_1_1_4__43
 BV BND       publish_tuple_1_as_0_1_4_0__42
 BV BND       publish_tuple_1_as_1_0_0_0__33
 BV BND       publish_tuple_1_as_1_0_0_4__41
 BV BND       publish_tuple_1_as_1_0_0_5__40
 BV BND       publish_tuple_1_as_1_0_1_0__32
 BV BND       publish_tuple_1_as_1_0_4_0__39
 BV BND       publish_tuple_1_as_1_1_0_0__31
 BV BND       publish_tuple_1_as_1_1_1_0__30
 BV BND       publish_tuple_1_as_3_0_0_0__29
 BV BND       publish_tuple_1_as_3_0_1_0__28
 BV BND       publish_tuple_1_as_3_0_4_0__38
 BV BND       publish_tuple_1_as_3_1_0_0__27
 BV BND       publish_tuple_1_as_3_1_1_0__26
 BV BND       publish_tuple_20_as_0_0_0_0__583
 BV BND       publish_tuple_20_as_0_0_0_4__585
 BV BND       publish_tuple_20_as_0_0_0_5__584
 BV BND       publish_tuple_20_as_0_0_5_0__589
 BV BND       publish_tuple_20_as_0_0_5_4__595
 BV BND       publish_tuple_20_as_0_0_5_5__594
 BV BND       publish_tuple_20_as_0_0_7_0__592
 BV BND       publish_tuple_20_as_0_0_7_4__596
 BV BND       publish_tuple_20_as_0_2_0_0__586
 BV BND       publish_tuple_20_as_0_2_0_4__588
 BV BND       publish_tuple_20_as_0_2_0_5__587
 BV BND       publish_tuple_20_as_0_2_5_0__591
 BV BND       publish_tuple_20_as_0_2_5_4__593
 BV BND       publish_tuple_20_as_0_2_7_0__590
 BV BND       publish_tuple_20_as_15_0_0_0__609
 BV BND       publish_tuple_20_as_15_0_5_0__608
 BV BND       publish_tuple_20_as_2_0_0_0__599
 BV BND       publish_tuple_20_as_2_0_0_4__598
 BV BND       publish_tuple_20_as_2_0_0_5__597
 BV BND       publish_tuple_20_as_2_0_5_0__607
 BV BND       publish_tuple_20_as_2_0_5_4__613
 BV BND       publish_tuple_20_as_2_0_7_0__612
 BV BND       publish_tuple_20_as_2_0_7_4__611
 BV BND       publish_tuple_20_as_2_2_0_0__600
 BV BND       publish_tuple_20_as_2_2_0_4__601
 BV BND       publish_tuple_20_as_2_2_5_0__610
 BV BND       publish_tuple_20_as_6_0_0_0__605
 BV BND       publish_tuple_20_as_6_0_0_4__604
 BV BND       publish_tuple_20_as_6_0_0_5__603
 BV BND       publish_tuple_20_as_6_0_5_0__606
 BV BND       publish_tuple_20_as_6_2_0_0__602
 BV BND       publish_tuple_21_as_0_0_0_0__615
 BV BND       publish_tuple_21_as_0_0_0_4__619
 BV BND       publish_tuple_21_as_0_0_0_5__618
 BV BND       publish_tuple_21_as_0_0_5_0__621
 BV BND       publish_tuple_21_as_0_0_5_4__624
 BV BND       publish_tuple_21_as_0_0_5_5__623
 BV BND       publish_tuple_21_as_0_0_7_0__622
 BV BND       publish_tuple_21_as_0_0_7_4__628
 BV BND       publish_tuple_21_as_0_1_0_0__614
 BV BND       publish_tuple_21_as_0_1_0_4__617
 BV BND       publish_tuple_21_as_0_1_0_5__616
 BV BND       publish_tuple_21_as_0_1_5_0__620
 BV BND       publish_tuple_21_as_0_1_5_4__627
 BV BND       publish_tuple_21_as_0_1_7_0__626
 BV BND       publish_tuple_21_as_0_1_7_4__625
 BV BND       publish_tuple_21_as_15_0_0_0__641
 BV BND       publish_tuple_21_as_15_0_5_0__640
 BV BND       publish_tuple_21_as_2_0_0_0__633
 BV BND       publish_tuple_21_as_2_0_0_4__632
 BV BND       publish_tuple_21_as_2_0_0_5__631
 BV BND       publish_tuple_21_as_2_0_5_0__639
 BV BND       publish_tuple_21_as_2_0_5_4__644
 BV BND       publish_tuple_21_as_2_0_7_0__643
 BV BND       publish_tuple_21_as_2_0_7_4__642
 BV BND       publish_tuple_21_as_2_1_0_0__630
 BV BND       publish_tuple_21_as_2_1_0_4__629
 BV BND       publish_tuple_21_as_2_1_5_0__638
 BV BND       publish_tuple_21_as_6_0_0_0__636
 BV BND       publish_tuple_21_as_6_0_0_4__635
 BV BND       publish_tuple_21_as_6_0_0_5__634
 BV BND       publish_tuple_21_as_6_0_5_0__637
 BV BND       publish_tuple_22_as_0_0_0_0__646
 BV BND       publish_tuple_22_as_0_0_0_1__645
 BV BND       publish_tuple_22_as_0_0_0_3__650
 BV BND       publish_tuple_22_as_0_0_5_0__656
 BV BND       publish_tuple_22_as_0_0_5_1__655
 BV BND       publish_tuple_22_as_0_0_5_3__654
 BV BND       publish_tuple_22_as_0_0_6_0__653
 BV BND       publish_tuple_22_as_0_0_6_1__652
 BV BND       publish_tuple_22_as_0_0_6_3__651
 BV BND       publish_tuple_22_as_0_2_0_0__648
 BV BND       publish_tuple_22_as_0_2_0_1__647
 BV BND       publish_tuple_22_as_0_2_0_3__649
 BV BND       publish_tuple_22_as_0_2_5_0__658
 BV BND       publish_tuple_22_as_0_2_5_1__657
 BV BND       publish_tuple_22_as_0_2_6_0__659
 BV BND       publish_tuple_22_as_2_0_0_0__660
 BV BND       publish_tuple_22_as_2_0_0_1__665
 BV BND       publish_tuple_22_as_2_0_0_3__664
 BV BND       publish_tuple_22_as_2_0_5_0__669
 BV BND       publish_tuple_22_as_2_0_5_1__668
 BV BND       publish_tuple_22_as_2_0_6_0__667
 BV BND       publish_tuple_22_as_2_0_6_1__666
 BV BND       publish_tuple_22_as_2_2_0_0__663
 BV BND       publish_tuple_22_as_2_2_0_1__662
 BV BND       publish_tuple_22_as_2_2_0_3__661
 BV BND       publish_tuple_22_as_2_2_5_0__670
 BV BND       publish_tuple_23_as_0_0_0_0__672
 BV BND       publish_tuple_23_as_0_0_0_4__674
 BV BND       publish_tuple_23_as_0_0_0_6__686
 BV BND       publish_tuple_23_as_0_0_5_0__676
 BV BND       publish_tuple_23_as_0_0_5_4__678
 BV BND       publish_tuple_23_as_0_0_5_6__685
 BV BND       publish_tuple_23_as_0_0_7_0__677
 BV BND       publish_tuple_23_as_0_0_7_4__684
 BV BND       publish_tuple_23_as_0_0_7_6__683
 BV BND       publish_tuple_23_as_0_1_0_0__671
 BV BND       publish_tuple_23_as_0_1_0_4__673
 BV BND       publish_tuple_23_as_0_1_0_6__682
 BV BND       publish_tuple_23_as_0_1_5_0__675
 BV BND       publish_tuple_23_as_0_1_5_4__681
 BV BND       publish_tuple_23_as_0_1_7_0__680
 BV BND       publish_tuple_23_as_0_1_7_4__679
 BV BND       publish_tuple_23_as_2_0_0_0__690
 BV BND       publish_tuple_23_as_2_0_0_4__689
 BV BND       publish_tuple_23_as_2_0_0_6__691
 BV BND       publish_tuple_23_as_2_0_5_0__693
 BV BND       publish_tuple_23_as_2_0_5_4__696
 BV BND       publish_tuple_23_as_2_0_7_0__695
 BV BND       publish_tuple_23_as_2_0_7_4__694
 BV BND       publish_tuple_23_as_2_1_0_0__688
 BV BND       publish_tuple_23_as_2_1_0_4__687
 BV BND       publish_tuple_23_as_2_1_5_0__692
 BV BND       publish_tuple_2_as_0_0_0_0__66
 BV BND       publish_tuple_2_as_0_0_0_1__65
 BV BND       publish_tuple_2_as_0_0_0_2__64
 BV BND       publish_tuple_2_as_0_0_1_0__63
 BV BND       publish_tuple_2_as_0_0_1_1__62
 BV BND       publish_tuple_2_as_0_0_1_2__61
 BV BND       publish_tuple_2_as_0_0_2_0__60
 BV BND       publish_tuple_2_as_0_2_0_0__82
 BV BND       publish_tuple_2_as_0_2_0_1__81
 BV BND       publish_tuple_2_as_0_2_1_0__80
 BV BND       publish_tuple_2_as_0_2_1_1__79
 BV BND       publish_tuple_2_as_0_2_2_0__78
 BV BND       publish_tuple_2_as_1_0_0_0__59
 BV BND       publish_tuple_2_as_1_0_0_1__58
 BV BND       publish_tuple_2_as_1_0_0_2__57
 BV BND       publish_tuple_2_as_1_0_1_0__56
 BV BND       publish_tuple_2_as_1_0_1_1__55
 BV BND       publish_tuple_2_as_1_2_0_0__77
 BV BND       publish_tuple_2_as_1_2_0_1__76
 BV BND       publish_tuple_2_as_1_2_1_0__75
 BV BND       publish_tuple_2_as_3_0_0_0__54
 BV BND       publish_tuple_2_as_3_0_0_1__53
 BV BND       publish_tuple_2_as_3_0_1_0__52
 BV BND       publish_tuple_2_as_3_0_1_1__51
 BV BND       publish_tuple_2_as_3_2_0_0__74
 BV BND       publish_tuple_2_as_3_2_1_0__73
 BV BND       publish_tuple_2_as_9_0_0_0__72
 BV BND       publish_tuple_2_as_9_0_0_1__71
 BV BND       publish_tuple_2_as_9_0_1_0__70
 BV BND       publish_tuple_2_as_9_0_1_1__69
 BV BND       publish_tuple_2_as_9_2_0_0__68
 BV BND       publish_tuple_2_as_9_2_1_0__67
 BV BND       publish_tuple_3_as_0_0_0_0__94
 BV BND       publish_tuple_3_as_0_0_0_1__93
 BV BND       publish_tuple_3_as_0_0_0_3__117
 BV BND       publish_tuple_3_as_0_0_1_0__92
 BV BND       publish_tuple_3_as_0_0_1_1__91
 BV BND       publish_tuple_3_as_0_0_1_3__116
 BV BND       publish_tuple_3_as_0_0_4_0__97
 BV BND       publish_tuple_3_as_0_0_4_1__115
 BV BND       publish_tuple_3_as_0_2_0_0__112
 BV BND       publish_tuple_3_as_0_2_0_1__111
 BV BND       publish_tuple_3_as_0_2_0_3__114
 BV BND       publish_tuple_3_as_0_2_1_0__110
 BV BND       publish_tuple_3_as_0_2_1_1__109
 BV BND       publish_tuple_3_as_1_0_0_0__90
 BV BND       publish_tuple_3_as_1_0_0_1__89
 BV BND       publish_tuple_3_as_1_0_0_3__113
 BV BND       publish_tuple_3_as_1_0_1_0__88
 BV BND       publish_tuple_3_as_1_0_1_1__87
 BV BND       publish_tuple_3_as_1_0_4_0__96
 BV BND       publish_tuple_3_as_1_2_0_0__108
 BV BND       publish_tuple_3_as_1_2_0_1__107
 BV BND       publish_tuple_3_as_1_2_1_0__106
 BV BND       publish_tuple_3_as_3_0_0_0__86
 BV BND       publish_tuple_3_as_3_0_0_1__85
 BV BND       publish_tuple_3_as_3_0_1_0__84
 BV BND       publish_tuple_3_as_3_0_1_1__83
 BV BND       publish_tuple_3_as_3_0_4_0__95
 BV BND       publish_tuple_3_as_3_2_0_0__105
 BV BND       publish_tuple_3_as_3_2_1_0__104
 BV BND       publish_tuple_3_as_9_0_0_0__103
 BV BND       publish_tuple_3_as_9_0_0_1__102
 BV BND       publish_tuple_3_as_9_0_1_0__101
 BV BND       publish_tuple_3_as_9_0_1_1__100
 BV BND       publish_tuple_3_as_9_2_0_0__99
 BV BND       publish_tuple_3_as_9_2_1_0__98
 BV BND       publish_tuple_4_as_0_0_0_0__138
 BV BND       publish_tuple_4_as_0_0_0_1__137
 BV BND       publish_tuple_4_as_0_0_0_3__150
 BV BND       publish_tuple_4_as_0_0_1_0__136
 BV BND       publish_tuple_4_as_0_0_1_1__135
 BV BND       publish_tuple_4_as_0_0_1_3__149
 BV BND       publish_tuple_4_as_0_0_4_0__142
 BV BND       publish_tuple_4_as_0_0_4_1__148
 BV BND       publish_tuple_4_as_0_1_0_0__134
 BV BND       publish_tuple_4_as_0_1_0_1__133
 BV BND       publish_tuple_4_as_0_1_1_0__132
 BV BND       publish_tuple_4_as_0_1_1_1__131
 BV BND       publish_tuple_4_as_0_1_4_0__141
 BV BND       publish_tuple_4_as_1_0_0_0__130
 BV BND       publish_tuple_4_as_1_0_0_1__129
 BV BND       publish_tuple_4_as_1_0_0_3__147
 BV BND       publish_tuple_4_as_1_0_1_0__128
 BV BND       publish_tuple_4_as_1_0_1_1__127
 BV BND       publish_tuple_4_as_1_0_4_0__140
 BV BND       publish_tuple_4_as_1_1_0_0__126
 BV BND       publish_tuple_4_as_1_1_0_1__125
 BV BND       publish_tuple_4_as_1_1_1_0__124
 BV BND       publish_tuple_4_as_3_0_0_0__123
 BV BND       publish_tuple_4_as_3_0_0_1__122
 BV BND       publish_tuple_4_as_3_0_1_0__121
 BV BND       publish_tuple_4_as_3_0_1_1__120
 BV BND       publish_tuple_4_as_3_0_4_0__139
 BV BND       publish_tuple_4_as_3_1_0_0__119
 BV BND       publish_tuple_4_as_3_1_1_0__118
 BV BND       publish_tuple_4_as_9_0_0_0__146
 BV BND       publish_tuple_4_as_9_0_0_1__145
 BV BND       publish_tuple_4_as_9_0_1_0__144
 BV BND       publish_tuple_4_as_9_0_1_1__143
 BV BND       publish_tuple_5_as_0_0_0_0__156
 BV BND       publish_tuple_5_as_0_0_0_4__162
 BV BND       publish_tuple_5_as_0_0_0_5__161
 BV BND       publish_tuple_5_as_0_0_1_0__155
 BV BND       publish_tuple_5_as_0_0_1_4__160
 BV BND       publish_tuple_5_as_0_0_1_5__159
 BV BND       publish_tuple_5_as_0_0_3_0__177
 BV BND       publish_tuple_5_as_0_2_0_0__172
 BV BND       publish_tuple_5_as_0_2_0_4__176
 BV BND       publish_tuple_5_as_0_2_0_5__175
 BV BND       publish_tuple_5_as_0_2_1_0__171
 BV BND       publish_tuple_5_as_0_2_1_4__174
 BV BND       publish_tuple_5_as_1_0_0_0__154
 BV BND       publish_tuple_5_as_1_0_0_4__158
 BV BND       publish_tuple_5_as_1_0_0_5__157
 BV BND       publish_tuple_5_as_1_0_1_0__153
 BV BND       publish_tuple_5_as_1_2_0_0__170
 BV BND       publish_tuple_5_as_1_2_0_4__173
 BV BND       publish_tuple_5_as_1_2_1_0__169
 BV BND       publish_tuple_5_as_3_0_0_0__152
 BV BND       publish_tuple_5_as_3_0_1_0__151
 BV BND       publish_tuple_5_as_3_2_0_0__168
 BV BND       publish_tuple_5_as_3_2_1_0__167
 BV BND       publish_tuple_5_as_9_0_0_0__166
 BV BND       publish_tuple_5_as_9_0_1_0__165
 BV BND       publish_tuple_5_as_9_2_0_0__164
 BV BND       publish_tuple_5_as_9_2_1_0__163
 BV BND       publish_tuple_6_as_0_0_0_0__185
 BV BND       publish_tuple_6_as_0_0_0_1__184
 BV BND       publish_tuple_6_as_0_0_0_3__187
 BV BND       publish_tuple_6_as_0_0_5_0__210
 BV BND       publish_tuple_6_as_0_0_5_1__209
 BV BND       publish_tuple_6_as_0_0_5_3__208
 BV BND       publish_tuple_6_as_0_0_6_0__207
 BV BND       publish_tuple_6_as_0_0_6_1__206
 BV BND       publish_tuple_6_as_0_0_6_3__205
 BV BND       publish_tuple_6_as_0_1_0_0__183
 BV BND       publish_tuple_6_as_0_1_0_1__182
 BV BND       publish_tuple_6_as_0_1_5_0__204
 BV BND       publish_tuple_6_as_0_1_5_1__203
 BV BND       publish_tuple_6_as_0_1_6_0__202
 BV BND       publish_tuple_6_as_0_1_6_1__201
 BV BND       publish_tuple_6_as_10_0_0_0__189
 BV BND       publish_tuple_6_as_10_0_5_0__188
 BV BND       publish_tuple_6_as_1_0_0_0__181
 BV BND       publish_tuple_6_as_1_0_0_1__180
 BV BND       publish_tuple_6_as_1_0_0_3__186
 BV BND       publish_tuple_6_as_1_0_5_0__200
 BV BND       publish_tuple_6_as_1_0_5_1__199
 BV BND       publish_tuple_6_as_1_0_6_0__198
 BV BND       publish_tuple_6_as_1_1_0_0__179
 BV BND       publish_tuple_6_as_1_1_0_1__178
 BV BND       publish_tuple_6_as_1_1_5_0__197
 BV BND       publish_tuple_6_as_4_0_0_0__196
 BV BND       publish_tuple_6_as_4_0_0_1__195
 BV BND       publish_tuple_6_as_4_0_5_0__194
 BV BND       publish_tuple_6_as_4_0_5_1__193
 BV BND       publish_tuple_6_as_4_0_6_0__192
 BV BND       publish_tuple_6_as_4_1_0_0__191
 BV BND       publish_tuple_6_as_4_1_5_0__190
 BV BND       publish_tuple_7_as_0_0_0_0__216
 BV BND       publish_tuple_7_as_0_0_0_1__215
 BV BND       publish_tuple_7_as_0_0_0_2__214
 BV BND       publish_tuple_7_as_0_0_5_0__230
 BV BND       publish_tuple_7_as_0_0_5_1__229
 BV BND       publish_tuple_7_as_0_0_5_2__240
 BV BND       publish_tuple_7_as_0_0_7_0__239
 BV BND       publish_tuple_7_as_0_2_0_0__220
 BV BND       publish_tuple_7_as_0_2_0_1__219
 BV BND       publish_tuple_7_as_0_2_5_0__238
 BV BND       publish_tuple_7_as_0_2_5_1__237
 BV BND       publish_tuple_7_as_0_2_7_0__236
 BV BND       publish_tuple_7_as_10_0_0_0__222
 BV BND       publish_tuple_7_as_10_0_5_0__221
 BV BND       publish_tuple_7_as_1_0_0_0__213
 BV BND       publish_tuple_7_as_1_0_0_1__212
 BV BND       publish_tuple_7_as_1_0_0_2__211
 BV BND       publish_tuple_7_as_1_0_5_0__228
 BV BND       publish_tuple_7_as_1_0_5_1__227
 BV BND       publish_tuple_7_as_1_0_7_0__235
 BV BND       publish_tuple_7_as_1_2_0_0__218
 BV BND       publish_tuple_7_as_1_2_0_1__217
 BV BND       publish_tuple_7_as_1_2_5_0__234
 BV BND       publish_tuple_7_as_4_0_0_0__226
 BV BND       publish_tuple_7_as_4_0_0_1__225
 BV BND       publish_tuple_7_as_4_0_5_0__224
 BV BND       publish_tuple_7_as_4_0_5_1__223
 BV BND       publish_tuple_7_as_4_0_7_0__233
 BV BND       publish_tuple_7_as_4_2_0_0__232
 BV BND       publish_tuple_7_as_4_2_5_0__231
 BV BND       publish_tuple_8_as_0_0_0_0__242
 BV BND       publish_tuple_8_as_0_0_0_4__246
 BV BND       publish_tuple_8_as_0_0_0_5__245
 BV BND       publish_tuple_8_as_0_0_5_0__260
 BV BND       publish_tuple_8_as_0_0_5_4__271
 BV BND       publish_tuple_8_as_0_0_5_5__270
 BV BND       publish_tuple_8_as_0_0_6_0__259
 BV BND       publish_tuple_8_as_0_2_0_0__248
 BV BND       publish_tuple_8_as_0_2_0_4__251
 BV BND       publish_tuple_8_as_0_2_0_5__250
 BV BND       publish_tuple_8_as_0_2_5_0__264
 BV BND       publish_tuple_8_as_0_2_5_4__269
 BV BND       publish_tuple_8_as_0_2_6_0__268
 BV BND       publish_tuple_8_as_10_0_0_0__253
 BV BND       publish_tuple_8_as_10_0_5_0__252
 BV BND       publish_tuple_8_as_1_0_0_0__241
 BV BND       publish_tuple_8_as_1_0_0_4__244
 BV BND       publish_tuple_8_as_1_0_0_5__243
 BV BND       publish_tuple_8_as_1_0_5_0__258
 BV BND       publish_tuple_8_as_1_0_5_4__267
 BV BND       publish_tuple_8_as_1_0_6_0__257
 BV BND       publish_tuple_8_as_1_2_0_0__247
 BV BND       publish_tuple_8_as_1_2_0_4__249
 BV BND       publish_tuple_8_as_1_2_5_0__263
 BV BND       publish_tuple_8_as_4_0_0_0__256
 BV BND       publish_tuple_8_as_4_0_0_4__266
 BV BND       publish_tuple_8_as_4_0_5_0__255
 BV BND       publish_tuple_8_as_4_0_5_4__265
 BV BND       publish_tuple_8_as_4_0_6_0__254
 BV BND       publish_tuple_8_as_4_2_0_0__262
 BV BND       publish_tuple_8_as_4_2_5_0__261
 BV BND       publish_tuple_9_as_0_0_0_0__275
 BV BND       publish_tuple_9_as_0_0_0_4__278
 BV BND       publish_tuple_9_as_0_0_0_6__303
 BV BND       publish_tuple_9_as_0_0_5_0__286
 BV BND       publish_tuple_9_as_0_0_5_4__293
 BV BND       publish_tuple_9_as_0_0_5_6__302
 BV BND       publish_tuple_9_as_0_0_7_0__289
 BV BND       publish_tuple_9_as_0_0_7_4__301
 BV BND       publish_tuple_9_as_0_0_7_6__300
 BV BND       publish_tuple_9_as_0_1_0_0__274
 BV BND       publish_tuple_9_as_0_1_0_4__277
 BV BND       publish_tuple_9_as_0_1_0_6__299
 BV BND       publish_tuple_9_as_0_1_5_0__285
 BV BND       publish_tuple_9_as_0_1_5_4__298
 BV BND       publish_tuple_9_as_0_1_7_0__297
 BV BND       publish_tuple_9_as_0_1_7_4__296
 BV BND       publish_tuple_9_as_11_0_0_0__295
 BV BND       publish_tuple_9_as_11_0_5_0__294
 BV BND       publish_tuple_9_as_1_0_0_0__273
 BV BND       publish_tuple_9_as_1_0_0_4__276
 BV BND       publish_tuple_9_as_1_0_5_0__284
 BV BND       publish_tuple_9_as_1_0_5_4__292
 BV BND       publish_tuple_9_as_1_0_7_0__288
 BV BND       publish_tuple_9_as_1_1_0_0__272
 BV BND       publish_tuple_9_as_1_1_5_0__283
 BV BND       publish_tuple_9_as_4_0_0_0__282
 BV BND       publish_tuple_9_as_4_0_0_4__291
 BV BND       publish_tuple_9_as_4_0_5_0__281
 BV BND       publish_tuple_9_as_4_0_5_4__290
 BV BND       publish_tuple_9_as_4_0_7_0__287
 BV BND       publish_tuple_9_as_4_1_0_0__280
 BV BND       publish_tuple_9_as_4_1_5_0__279
 BV BND       suppressed_tuple_0__697
 BV BND       suppressed_tuple_10__707
 BV BND       suppressed_tuple_11__708
 BV BND       suppressed_tuple_12__709
 BV BND       suppressed_tuple_13__710
 BV BND       suppressed_tuple_14__711
 BV BND       suppressed_tuple_15__712
 BV BND       suppressed_tuple_16__713
 BV BND       suppressed_tuple_17__714
 BV BND       suppressed_tuple_18__715
 BV BND       suppressed_tuple_19__716
 BV BND       suppressed_tuple_1__698
 BV BND       suppressed_tuple_20__717
 BV BND       suppressed_tuple_21__718
 BV BND       suppressed_tuple_22__719
 BV BND       suppressed_tuple_23__720
 BV BND       suppressed_tuple_2__699
 BV BND       suppressed_tuple_3__700
 BV BND       suppressed_tuple_4__701
 BV BND       suppressed_tuple_5__702
 BV BND       suppressed_tuple_6__703
 BV BND       suppressed_tuple_7__704
 BV BND       suppressed_tuple_8__705
 BV BND       suppressed_tuple_9__706
 BV BND       used_0_0_0_0__746
 BV BND       used_0_0_0_1__745
 BV BND       used_0_0_0_2__744
 BV BND       used_0_0_0_3__780
 BV BND       used_0_0_0_4__759
 BV BND       used_0_0_0_5__758
 BV BND       used_0_0_0_6__835
 BV BND       used_0_0_1_0__743
 BV BND       used_0_0_1_1__742
 BV BND       used_0_0_1_2__741
 BV BND       used_0_0_1_3__779
 BV BND       used_0_0_1_4__757
 BV BND       used_0_0_1_5__756
 BV BND       used_0_0_2_0__740
 BV BND       used_0_0_2_4__852
 BV BND       used_0_0_3_0__785
 BV BND       used_0_0_4_0__755
 BV BND       used_0_0_4_1__778
 BV BND       used_0_0_5_0__808
 BV BND       used_0_0_5_1__807
 BV BND       used_0_0_5_2__818
 BV BND       used_0_0_5_3__806
 BV BND       used_0_0_5_4__825
 BV BND       used_0_0_5_5__824
 BV BND       used_0_0_5_6__834
 BV BND       used_0_0_6_0__805
 BV BND       used_0_0_6_1__804
 BV BND       used_0_0_6_3__803
 BV BND       used_0_0_7_0__817
 BV BND       used_0_0_7_4__833
 BV BND       used_0_0_7_6__832
 BV BND       used_0_1_0_0__739
 BV BND       used_0_1_0_1__738
 BV BND       used_0_1_0_2__737
 BV BND       used_0_1_0_4__754
 BV BND       used_0_1_0_5__753
 BV BND       used_0_1_0_6__831
 BV BND       used_0_1_1_0__736
 BV BND       used_0_1_1_1__735
 BV BND       used_0_1_1_4__752
 BV BND       used_0_1_4_0__751
 BV BND       used_0_1_5_0__802
 BV BND       used_0_1_5_1__801
 BV BND       used_0_1_5_4__830
 BV BND       used_0_1_6_0__800
 BV BND       used_0_1_6_1__799
 BV BND       used_0_1_7_0__829
 BV BND       used_0_1_7_4__828
 BV BND       used_0_2_0_0__775
 BV BND       used_0_2_0_1__774
 BV BND       used_0_2_0_3__777
 BV BND       used_0_2_0_4__784
 BV BND       used_0_2_0_5__783
 BV BND       used_0_2_1_0__773
 BV BND       used_0_2_1_1__772
 BV BND       used_0_2_1_4__782
 BV BND       used_0_2_2_0__771
 BV BND       used_0_2_5_0__816
 BV BND       used_0_2_5_1__815
 BV BND       used_0_2_5_4__823
 BV BND       used_0_2_6_0__822
 BV BND       used_0_2_7_0__814
 BV BND       used_10_0_0_0__787
 BV BND       used_10_0_5_0__786
 BV BND       used_11_0_0_0__827
 BV BND       used_11_0_5_0__826
 BV BND       used_13_0_0_0__855
 BV BND       used_13_0_1_0__854
 BV BND       used_15_0_0_0__874
 BV BND       used_15_0_5_0__873
 BV BND       used_1_0_0_0__734
 BV BND       used_1_0_0_1__733
 BV BND       used_1_0_0_2__732
 BV BND       used_1_0_0_3__776
 BV BND       used_1_0_0_4__750
 BV BND       used_1_0_0_5__749
 BV BND       used_1_0_1_0__731
 BV BND       used_1_0_1_1__730
 BV BND       used_1_0_4_0__748
 BV BND       used_1_0_5_0__798
 BV BND       used_1_0_5_1__797
 BV BND       used_1_0_5_4__821
 BV BND       used_1_0_6_0__796
 BV BND       used_1_0_7_0__813
 BV BND       used_1_1_0_0__729
 BV BND       used_1_1_0_1__728
 BV BND       used_1_1_1_0__727
 BV BND       used_1_1_5_0__795
 BV BND       used_1_2_0_0__770
 BV BND       used_1_2_0_1__769
 BV BND       used_1_2_0_4__781
 BV BND       used_1_2_1_0__768
 BV BND       used_1_2_5_0__812
 BV BND       used_2_0_0_0__851
 BV BND       used_2_0_0_1__861
 BV BND       used_2_0_0_3__860
 BV BND       used_2_0_0_4__850
 BV BND       used_2_0_0_5__849
 BV BND       used_2_0_0_6__853
 BV BND       used_2_0_1_0__848
 BV BND       used_2_0_1_4__847
 BV BND       used_2_0_2_0__846
 BV BND       used_2_0_2_4__845
 BV BND       used_2_0_5_0__872
 BV BND       used_2_0_5_1__871
 BV BND       used_2_0_5_4__878
 BV BND       used_2_0_6_0__870
 BV BND       used_2_0_6_1__869
 BV BND       used_2_0_7_0__877
 BV BND       used_2_0_7_4__876
 BV BND       used_2_1_0_0__844
 BV BND       used_2_1_0_4__843
 BV BND       used_2_1_1_0__842
 BV BND       used_2_1_5_0__868
 BV BND       used_2_2_0_0__859
 BV BND       used_2_2_0_1__858
 BV BND       used_2_2_0_3__857
 BV BND       used_2_2_0_4__862
 BV BND       used_2_2_1_0__856
 BV BND       used_2_2_5_0__875
 BV BND       used_3_0_0_0__726
 BV BND       used_3_0_0_1__725
 BV BND       used_3_0_1_0__724
 BV BND       used_3_0_1_1__723
 BV BND       used_3_0_4_0__747
 BV BND       used_3_1_0_0__722
 BV BND       used_3_1_1_0__721
 BV BND       used_3_2_0_0__767
 BV BND       used_3_2_1_0__766
 BV BND       used_4_0_0_0__794
 BV BND       used_4_0_0_1__793
 BV BND       used_4_0_0_4__820
 BV BND       used_4_0_5_0__792
 BV BND       used_4_0_5_1__791
 BV BND       used_4_0_5_4__819
 BV BND       used_4_0_6_0__790
 BV BND       used_4_0_7_0__811
 BV BND       used_4_1_0_0__789
 BV BND       used_4_1_5_0__788
 BV BND       used_4_2_0_0__810
 BV BND       used_4_2_5_0__809
 BV BND       used_5_0_0_0__841
 BV BND       used_5_0_0_4__840
 BV BND       used_5_0_1_0__839
 BV BND       used_5_0_1_4__838
 BV BND       used_5_1_0_0__837
 BV BND       used_5_1_1_0__836
 BV BND       used_6_0_0_0__866
 BV BND       used_6_0_0_4__865
 BV BND       used_6_0_0_5__864
 BV BND       used_6_0_5_0__867
 BV BND       used_6_2_0_0__863
 BV BND       used_9_0_0_0__765
 BV BND       used_9_0_0_1__764
 BV BND       used_9_0_1_0__763
 BV BND       used_9_0_1_1__762
 BV BND       used_9_2_0_0__761
 BV BND       used_9_2_1_0__760
ENDATA
